import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceChartPoint } from '@/api/gen/model';
import { type IsoMonth, monthLabel, shortMonthName } from '@/lib/dates';
import type { Currency } from '@/lib/money';
import { BarChart, LineChart } from '@/ui/charts';
import { Skeleton } from '@/ui/skeleton';
import styles from './report.module.css';
import { emptyTotals, type GroupTotals, resultOf, seriesOf } from './report-logic';

interface ChartProps {
  months: readonly IsoMonth[];
  currency: Currency;
}

const categoriesOf = (months: readonly IsoMonth[]) =>
  months.map((month) => ({ key: month, label: shortMonthName(month), spokenLabel: monthLabel(month) }));

/**
 * A chart's card. Its title is a heading, as on the tables' cards, and the picture is named by that
 * heading (aria-labelledby): before, the title was only the picture's aria-label, and a sighted
 * person saw a chart with nothing saying what it was (audit M2). The heading shows while the
 * figures load.
 */
function Titled({
  title,
  caption,
  chart,
}: {
  title: string;
  caption: string;
  /** Draws the chart named by the heading's id; null while its figures load. */
  chart: ((titleId: string) => ReactNode) | null;
}) {
  const titleId = useId();
  return (
    <section className={styles.chart}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      {chart ? (
        <>
          {chart(titleId)}
          <p className={styles.caption}>{caption}</p>
        </>
      ) : (
        <Skeleton variant="rect" height={240} />
      )}
    </section>
  );
}

/** Year chart: each month's planned result (budgets) against the realised one (plain chart). */
export function ResultsChart({
  months,
  currency,
  points,
  planned,
}: ChartProps & {
  points: readonly BalanceChartPoint[] | undefined;
  planned: ReadonlyMap<IsoMonth, GroupTotals> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Titled
      title={t('report:charts.results')}
      caption={t('report:yearCaption')}
      chart={
        points && planned
          ? (titleId) => (
              <BarChart
                labelledBy={titleId}
                categories={categoriesOf(months)}
                currency={currency}
                series={[
                  {
                    key: 'planned',
                    label: t('report:series.planned'),
                    kind: 'muted',
                    values: months.map((month) => resultOf(planned.get(month) ?? emptyTotals())),
                  },
                  {
                    key: 'realised',
                    label: t('report:series.realised'),
                    kind: 'primary',
                    values: seriesOf(points, months, 'balance'),
                  },
                ]}
              />
            )
          : null
      }
    />
  );
}

/** Half-year chart: revenues and expenses realised, with the planned expenses as a dashed line. */
export function RevenuesExpensesChart({
  months,
  currency,
  points,
  planned,
}: ChartProps & {
  points: readonly BalanceChartPoint[] | undefined;
  planned: ReadonlyMap<IsoMonth, GroupTotals> | undefined;
}) {
  const { t } = useTranslation();
  const plannedExpenses = (plan: ReadonlyMap<IsoMonth, GroupTotals>) =>
    months.map((month) => {
      const totals = plan.get(month) ?? emptyTotals();
      return totals.essential + totals.noessential + totals.debts;
    });
  return (
    <Titled
      title={t('report:charts.revenuesExpenses')}
      caption={t('report:halfYearCaption')}
      chart={
        points && planned
          ? (titleId) => (
              <LineChart
                labelledBy={titleId}
                months={months}
                currency={currency}
                series={[
                  {
                    key: 'revenues',
                    label: t('report:series.revenues'),
                    kind: 'revenue',
                    values: seriesOf(points, months, 'revenues'),
                  },
                  {
                    key: 'expenses',
                    label: t('report:series.expenses'),
                    kind: 'expense',
                    values: seriesOf(points, months, 'expenses'),
                  },
                  {
                    key: 'planned',
                    label: t('report:series.planned'),
                    kind: 'primary',
                    values: plannedExpenses(planned),
                    dashed: true,
                  },
                ]}
              />
            )
          : null
      }
    />
  );
}

/** Half-year chart: card instalments against the 'Dívidas e parcelas' budget (decision 240). */
export function InstallmentsChart({
  months,
  currency,
  points,
}: ChartProps & { points: readonly BalanceChartPoint[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Titled
      title={t('report:charts.installments')}
      caption={t('report:halfYearCaption')}
      chart={
        points
          ? (titleId) => (
              <BarChart
                labelledBy={titleId}
                categories={categoriesOf(months)}
                currency={currency}
                series={[
                  {
                    key: 'installments',
                    label: t('report:series.installments'),
                    kind: 'expense',
                    values: seriesOf(points, months, 'realized'),
                  },
                  {
                    key: 'budget',
                    label: t('report:series.debtsBudget'),
                    kind: 'muted',
                    values: seriesOf(points, months, 'planned'),
                  },
                ]}
              />
            )
          : null
      }
    />
  );
}

/** Year chart: what was saved each month and the running total. */
export function SavingsChart({
  months,
  currency,
  points,
}: ChartProps & { points: readonly BalanceChartPoint[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Titled
      title={t('report:charts.savings')}
      caption={t('report:yearCaption')}
      chart={
        points
          ? (titleId) => (
              <LineChart
                labelledBy={titleId}
                months={months}
                currency={currency}
                series={[
                  {
                    key: 'accumulated',
                    label: t('report:series.accumulated'),
                    kind: 'investment',
                    values: seriesOf(points, months, 'accumulated'),
                  },
                  {
                    key: 'saved',
                    label: t('report:series.saved'),
                    kind: 'transfer',
                    values: seriesOf(points, months, 'investments'),
                    dashed: true,
                  },
                ]}
              />
            )
          : null
      }
    />
  );
}
