import { useTranslation } from 'react-i18next';
import type { LinkedTransaction } from '@/api/gen/model';
import { formatDateBr, type IsoMonth } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { PaidToggle } from '@/ui/paid-toggle';
import styles from './calendar.module.css';
import { byDay, isPaidIn } from './calendar-rules';

export interface CalendarListProps {
  items: readonly LinkedTransaction[];
  month: IsoMonth;
  /** Only the current month toggles: paying stamps "now" (decision 200). */
  canToggle: boolean;
  currency: Currency;
  categoryName: (id: string | undefined) => string | undefined;
  paymentName: (id: string | undefined) => string | undefined;
  /** Items whose paid toggle waits for its answer, each with the state to show meanwhile. */
  togglingPaid: ReadonlyMap<string, boolean>;
  onTogglePaid: (item: LinkedTransaction, paid: boolean) => void;
  onEdit: (item: LinkedTransaction) => void;
  onDelete: (item: LinkedTransaction) => void;
}

/** The month's items by the day they fall on. */
export function CalendarList({ items, month, canToggle, currency, togglingPaid, ...row }: CalendarListProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.list} aria-label={t('calendar:list')}>
      {byDay(items, month).map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className={styles.dayTitle}>
            {formatDateBr(day.date)}
          </h2>
          <ul className={styles.items}>
            {day.items.map((item) => {
              const waiting = togglingPaid.get(item._id);
              const paid = waiting ?? isPaidIn(item, month);
              const name = item.transaction.name ?? item.originalName ?? '';
              return (
                <li key={item._id} className={styles.item} data-testid="calendar-item">
                  <span className={styles.name}>{name}</span>
                  <span className={styles.muted}>
                    {row.categoryName(item.transaction.category) ?? t('calendar:noCategory')}
                  </span>
                  <span className={styles.muted}>
                    {row.paymentName(item.transaction.payment) ?? t('calendar:noPayment')}
                  </span>
                  <MoneyText cents={fromApiAmount(item.value)} currency={currency} />
                  {canToggle ? (
                    <PaidToggle
                      paid={paid}
                      busy={waiting !== undefined}
                      label={t(paid ? 'calendar:markUnpaid' : 'calendar:markPaid', { name })}
                      onPress={() => row.onTogglePaid(item, paid)}
                    />
                  ) : (
                    <span className={styles.muted}>{t(paid ? 'calendar:paid' : 'calendar:unpaid')}</span>
                  )}
                  <span>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={t('calendar:edit', { name })}
                      onClick={() => row.onEdit(item)}
                    >
                      <span aria-hidden="true">✎</span>
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      aria-label={t('calendar:remove', { name })}
                      onClick={() => row.onDelete(item)}
                    >
                      <span aria-hidden="true">🗑</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
