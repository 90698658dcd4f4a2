import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceChartQuery, balanceSummaryQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import {
  chartDateRange,
  firstDateOfMonth,
  type IsoMonth,
  lastDateOfMonth,
  monthRangeEndingAt,
} from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { AreaChart } from '@/ui/charts';
import { Modal } from '@/ui/modal';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from '../shared/modals.module.css';

export interface CategoryDetailsModalProps {
  categoryId: string;
  categoryName: string;
  month: IsoMonth;
  onClose: () => void;
}

/** Planned, paid and balance of a category for the month, and its six-month evolution. */
export function CategoryDetailsModal({
  categoryId,
  categoryName,
  month,
  onClose,
}: CategoryDetailsModalProps) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const summary = useQuery(
    balanceSummaryQuery({ categoryId, startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) }),
  );
  const chart = useQuery(balanceChartQuery({ categoryId, ...chartDateRange(month) }));
  const months = monthRangeEndingAt(month);
  const rows = summary.data
    ? [
        ['planned', summary.data.planned],
        ['paid', summary.data.expensesPaid],
        ['balance', summary.data.expensesBalance],
      ]
    : null;
  return (
    <Modal open onClose={onClose} title={`${t('money-modals:category.title')}: ${categoryName}`} width={560}>
      {summary.isError ? <p role="alert">{t('money-modals:category.loadError')}</p> : null}
      {rows ? (
        <table className={styles.table}>
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{t(`money-modals:category.${key}`)}</th>
                <td>
                  <MoneyText cents={fromApiAmount(Number(value ?? 0))} currency={currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : summary.isError ? null : (
        <Skeleton count={3} />
      )}
      {chart.data ? (
        <AreaChart
          title={t('money-modals:category.chart')}
          months={months}
          currency={currency}
          series={[
            {
              key: 'spent',
              label: t('money-modals:category.spent'),
              kind: 'expense',
              values: months.map((entry) => {
                const point = chart.data?.find((item) => item.month === entry);
                return Math.abs(fromApiAmount(point?.expenses ?? point?.realized ?? 0));
              }),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
