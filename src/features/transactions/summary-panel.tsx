import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import type { Currency } from '@/lib/money';
import { DonutChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import { ProgressBar } from '@/ui/progress-bar';
import type { GroupFilter } from './filters';
import { type CategoryTotal, categoryTotals, groupTotals } from './summary';
import styles from './transactions.module.css';

interface SummaryPanelProps {
  rows: readonly Transaction[];
  group: GroupFilter;
  currency: Currency;
  /** Showing the rows before the latest change while the new totals render (aria-busy). */
  stale?: boolean;
  onCategory: (category: CategoryTotal) => void;
}

/** 'Seu orçamento' / 'Suas receitas' / 'Suas despesas': the month's table, paid share and category donut. */
export function SummaryPanel({ stale = false, ...content }: SummaryPanelProps) {
  const { t } = useTranslation();
  const titleId = `summary-${content.group}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={stale || undefined}>
      <h2 id={titleId} className={styles.panelTitle}>
        {t(`transactions:summary.${content.group}`)}
      </h2>
      <SummaryContent {...content} />
    </section>
  );
}

/** Memoised: the screen's urgent renders pass the same (deferred) rows, and only `stale` changes. */
const SummaryContent = memo(function SummaryContent({
  rows,
  group,
  currency,
  onCategory,
}: Omit<SummaryPanelProps, 'stale'>) {
  const { t } = useTranslation();
  const donutTitleId = useId();
  const donutGroup = group === 'revenues' ? 'revenues' : 'expenses';
  const noCategory = t('transactions:summary.noCategory');
  // A month can hold thousands of rows: sum them once per change, not on every render of the screen.
  const totals = useMemo(() => groupTotals(rows), [rows]);
  const categories = useMemo(
    () => categoryTotals(rows, donutGroup, noCategory),
    [rows, donutGroup, noCategory],
  );
  const tableRows: { key: string; label: string; cents: number; category?: CategoryTotal }[] =
    group === 'all'
      ? [
          { key: 'revenues', label: t('transactions:summary.rows.revenues'), cents: totals.revenues },
          { key: 'expenses', label: t('transactions:summary.rows.expenses'), cents: totals.expenses },
          {
            key: 'investments',
            label: t('transactions:summary.rows.investments'),
            cents: totals.investments,
          },
          {
            key: 'balance',
            label: t('transactions:summary.rows.balance'),
            cents: totals.revenues + totals.expenses + totals.investments,
          },
        ]
      : categories.map((category) => ({
          key: category.key,
          label: category.name,
          cents: category.cents,
          category,
        }));
  return (
    <>
      <table className={styles.summaryTable}>
        <caption className="visually-hidden">{t('transactions:summary.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transactions:summary.item')}</th>
            <th scope="col">{t('transactions:summary.total')}</th>
          </tr>
        </thead>
        <tbody>
          {tableRows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.category ? (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => row.category && onCategory(row.category)}
                  >
                    {row.label}
                  </button>
                ) : (
                  row.label
                )}
              </th>
              <td>
                <MoneyText cents={row.cents} currency={currency} breakable />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ProgressBar
        value={totals.paid}
        max={totals.total}
        label={t('transactions:summary.paidProgress')}
        tone="success"
        dangerAtFull={false}
      />
      {/* Printed, and the donut's name (audit M2). */}
      <h3 id={donutTitleId} className={styles.chartTitle}>
        {t(
          donutGroup === 'revenues'
            ? 'transactions:summary.revenuesByCategory'
            : 'transactions:summary.expensesByCategory',
        )}
      </h3>
      <DonutChart
        labelledBy={donutTitleId}
        currency={currency}
        size={180}
        slices={categories.map((category) => ({
          key: category.key || 'none',
          label: category.name,
          value: category.cents,
        }))}
      />
    </>
  );
});
