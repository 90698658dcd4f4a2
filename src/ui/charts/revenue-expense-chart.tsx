import { useTranslation } from 'react-i18next';
import { type IsoMonth, monthRangeEndingAt } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Skeleton } from '../skeleton';
import { AreaChart, LineChart } from './time-series-chart';

/** A month's point of the plain balances chart: magnitudes with two decimals (decision 014). */
export interface RevenueExpensePoint {
  month: string;
  revenues?: number;
  expenses?: number;
}

export interface RevenueExpenseChartProps {
  /** The last of the six months shown. */
  month: IsoMonth;
  /** Undefined while loading: a skeleton of the chart's size. */
  points: readonly RevenueExpensePoint[] | undefined;
  currency: Currency;
  /** The dashboard draws lines; the transactions screen fills the areas. */
  variant?: 'line' | 'area';
}

/** In centavos per month, oldest first; a month the answer skips counts as zero. */
export function revenueExpenseSeries(points: readonly RevenueExpensePoint[], month: IsoMonth) {
  const months = monthRangeEndingAt(month);
  const of = (key: 'revenues' | 'expenses') =>
    months.map((entry) => Math.abs(fromApiAmount(points.find((point) => point.month === entry)?.[key] ?? 0)));
  return { months, revenues: of('revenues'), expenses: of('expenses') };
}

/** Revenues against expenses over the six months ending at the selected one. */
export function RevenueExpenseChart({ month, points, currency, variant = 'line' }: RevenueExpenseChartProps) {
  const { t } = useTranslation();
  if (!points) return <Skeleton variant="rect" height={240} />;
  const series = revenueExpenseSeries(points, month);
  const Chart = variant === 'area' ? AreaChart : LineChart;
  return (
    <Chart
      title={t('ui:revenueExpense.title')}
      months={series.months}
      currency={currency}
      series={[
        { key: 'revenues', label: t('ui:revenueExpense.revenues'), kind: 'revenue', values: series.revenues },
        { key: 'expenses', label: t('ui:revenueExpense.expenses'), kind: 'expense', values: series.expenses },
      ]}
    />
  );
}
