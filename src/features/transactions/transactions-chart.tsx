import { useTranslation } from 'react-i18next';
import type { BalanceChartPoint } from '@/api/gen/model';
import { type IsoMonth, monthRangeEndingAt } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { AreaChart } from '@/ui/charts';
import { Skeleton } from '@/ui/skeleton';

/** Revenues against expenses over the six months ending at the selected one (not on cards). */
export function TransactionsChart({
  month,
  points,
  currency,
}: {
  month: IsoMonth;
  points: readonly BalanceChartPoint[] | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  if (!points) return <Skeleton variant="rect" height={240} />;
  const months = monthRangeEndingAt(month);
  const seriesOf = (key: 'revenues' | 'expenses') =>
    months.map((entry) => Math.abs(fromApiAmount(points.find((point) => point.month === entry)?.[key] ?? 0)));
  return (
    <AreaChart
      title={t('transactions:chart.title')}
      months={months}
      currency={currency}
      series={[
        {
          key: 'revenues',
          label: t('transactions:chart.revenues'),
          kind: 'revenue',
          values: seriesOf('revenues'),
        },
        {
          key: 'expenses',
          label: t('transactions:chart.expenses'),
          kind: 'expense',
          values: seriesOf('expenses'),
        },
      ]}
    />
  );
}
