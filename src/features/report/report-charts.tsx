import type { ReactNode } from 'react';
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

const placeholder = <Skeleton variant="rect" height={240} />;
const categoriesOf = (months: readonly IsoMonth[]) =>
  months.map((month) => ({ key: month, label: shortMonthName(month), spokenLabel: monthLabel(month) }));

function Titled({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className={styles.chart}>
      {children}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
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
  if (!points || !planned) return placeholder;
  return (
    <Titled caption={t('report:yearCaption')}>
      <BarChart
        title={t('report:charts.results')}
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
    </Titled>
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
  if (!points || !planned) return placeholder;
  const plannedExpenses = months.map((month) => {
    const totals = planned.get(month) ?? emptyTotals();
    return totals.essential + totals.noessential + totals.debts;
  });
  return (
    <Titled caption={t('report:halfYearCaption')}>
      <LineChart
        title={t('report:charts.revenuesExpenses')}
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
            values: plannedExpenses,
            dashed: true,
          },
        ]}
      />
    </Titled>
  );
}

/** Half-year chart: card instalments against the 'Dívidas e parcelas' budget (decision 240). */
export function InstallmentsChart({
  months,
  currency,
  points,
}: ChartProps & { points: readonly BalanceChartPoint[] | undefined }) {
  const { t } = useTranslation();
  if (!points) return placeholder;
  return (
    <Titled caption={t('report:halfYearCaption')}>
      <BarChart
        title={t('report:charts.installments')}
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
    </Titled>
  );
}

/** Year chart: what was saved each month and the running total. */
export function SavingsChart({
  months,
  currency,
  points,
}: ChartProps & { points: readonly BalanceChartPoint[] | undefined }) {
  const { t } = useTranslation();
  if (!points) return placeholder;
  return (
    <Titled caption={t('report:yearCaption')}>
      <LineChart
        title={t('report:charts.savings')}
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
    </Titled>
  );
}
