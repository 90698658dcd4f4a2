import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Objective, Transaction } from '@/api/gen/model';
import { formatDateBr, type IsoMonth, monthLabel } from '@/lib/dates';
import { type Currency, formatMoney, fromApiAmount } from '@/lib/money';
import { objectivePercent, savedCentsOf } from '@/lib/objective-progress';
import { formatPercentValue } from '@/lib/percent';
import { RadialChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './report.module.css';
import type { MonthStatus, PlanningRow } from './report-logic';
import { type ReportColumn, ReportTable } from './report-table';

const loading = <Skeleton count={4} />;

/** Rows Fixas … Saldo; columns Tipo, Realizado, Previsto, % (spec 2). */
export function PlanningTable({ rows, currency }: { rows: PlanningRow[] | undefined; currency: Currency }) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<PlanningRow>[]>(
    () => [
      { id: 'type', header: t('report:planning.type'), cell: (row) => t(`report:planning.rows.${row.key}`) },
      {
        id: 'realised',
        header: t('report:planning.realised'),
        numeric: true,
        cell: (row) => <MoneyText cents={row.realised} currency={currency} tone="plain" />,
      },
      {
        id: 'planned',
        header: t('report:planning.planned'),
        numeric: true,
        cell: (row) => <MoneyText cents={row.planned} currency={currency} tone="plain" />,
      },
      {
        id: 'percent',
        header: t('report:planning.percent'),
        numeric: true,
        cell: (row) =>
          row.percent === null
            ? t('report:planning.noPercent')
            : t('report:planning.percentValue', { value: formatPercentValue(row.percent) }),
      },
    ],
    [t, currency],
  );
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{t('report:planning.title')}</h2>
      {rows ? (
        <ReportTable
          label={t('report:planning.title')}
          rows={rows}
          columns={columns}
          rowId={(row) => row.key}
        />
      ) : (
        loading
      )}
    </section>
  );
}

/** The half year's months: realised against planned result, and whether each closed on plan. */
export function MonthStatusTable({
  rows,
  currency,
}: {
  rows: MonthStatus[] | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ReportColumn<MonthStatus>[]>(() => {
    const money = (id: keyof MonthStatus & string, tone: 'plain' | 'signed' = 'plain') => ({
      id,
      header: t(`report:status.${id}`),
      numeric: true,
      cell: (row: MonthStatus) => <MoneyText cents={row[id] as number} currency={currency} tone={tone} />,
    });
    return [
      { id: 'month', header: t('report:status.month'), cell: (row) => monthLabel(row.month as IsoMonth) },
      money('revenues'),
      money('expenses'),
      money('investments'),
      money('result', 'signed'),
      money('plannedResult', 'signed'),
      {
        id: 'situation',
        header: t('report:status.situation'),
        cell: (row) => (
          <span className={row.onPlan ? styles.onPlan : styles.offPlan}>
            {t(row.onPlan ? 'report:status.onPlan' : 'report:status.offPlan')}
          </span>
        ),
      },
    ];
  }, [t, currency]);
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{t('report:status.title')}</h2>
      {rows ? (
        <ReportTable
          label={t('report:status.title')}
          rows={rows}
          columns={columns}
          rowId={(row) => row.month}
        />
      ) : (
        loading
      )}
    </section>
  );
}

/** The month's two biggest paid expenses. */
export function TopSpending({ rows, currency }: { rows: Transaction[] | undefined; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{t('report:top.title')}</h2>
      {!rows ? (
        loading
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('report:top.empty')}</p>
      ) : (
        <ol className={styles.topList} aria-label={t('report:top.title')}>
          {rows.map((row) => (
            <li key={row._id} className={styles.topItem}>
              <span>
                <strong>{row.name}</strong>
                <span className={styles.muted}>
                  {t('report:top.detail', {
                    category: row.category?.name ?? '',
                    date: formatDateBr(row.date),
                  })}
                </span>
              </span>
              <MoneyText cents={fromApiAmount(row.value)} currency={currency} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Each objective's ring: saved (initial plus deposits) of the total. */
export function ObjectivesProgress({
  objectives,
  currency,
}: {
  objectives: Objective[] | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{t('report:charts.objectives')}</h2>
      {!objectives ? (
        loading
      ) : objectives.length === 0 ? (
        <p className={styles.muted}>{t('report:objectives.empty')}</p>
      ) : (
        <ul className={styles.objectives}>
          {objectives.map((objective) => {
            const saved = savedCentsOf(
              fromApiAmount(objective.initialValue ?? 0),
              fromApiAmount(objective.paidValue ?? 0),
            );
            const total = fromApiAmount(objective.totalValue);
            return (
              <li key={objective._id} className={styles.objective}>
                <RadialChart
                  title={objective.name}
                  value={saved}
                  max={total}
                  percent={objectivePercent(saved, total).percent}
                  kind="investment"
                  size={120}
                />
                <strong>{objective.name}</strong>
                <span className={styles.muted}>
                  {t('report:objectives.progress', {
                    saved: formatMoney(saved, currency),
                    total: formatMoney(total, currency),
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
