import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import { EmptyState } from '@/ui/empty-state';
import { type RowHandlers, type RowOptions, TransactionRow } from './transaction-row';
import styles from './transactions.module.css';

export const ROW_HEIGHT = 52;

interface TransactionListProps extends RowHandlers, Omit<RowOptions, 'showToggle' | 'showActions'> {
  rows: readonly Transaction[];
  label: string;
  toggleOf: (row: Transaction) => boolean;
  actionsOf: (row: Transaction) => boolean;
}

const COLUMNS = ['date', 'name', 'category', 'payment', 'value', 'paid', 'actions'] as const;

/**
 * A real table whose body holds only the rows in view (absolutely placed in a body as tall as all
 * rows), so thousands of rows scroll as smoothly as ten; aria-rowcount keeps the true count.
 */
export function TransactionList({ rows, label, family, toggleOf, actionsOf, ...rest }: TransactionListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  if (rows.length === 0) return <EmptyState />;
  const columns = family ? ['user', ...COLUMNS] : COLUMNS;
  return (
    <div ref={scroller} className={styles.scroller} data-testid="transaction-scroller">
      <table aria-label={label} aria-rowcount={rows.length + 1} className={styles.table} data-family={family}>
        <thead className={styles.thead}>
          <tr aria-rowindex={1} className={`${styles.row} ${styles.head}`}>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {t(`transactions:columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.tbody} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as Transaction;
            return (
              <TransactionRow
                key={row._id}
                row={row}
                index={item.index}
                family={family}
                showToggle={toggleOf(row)}
                showActions={actionsOf(row)}
                style={{ transform: `translateY(${item.start}px)` }}
                {...rest}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
