import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import { formatDateBr } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Avatar } from '@/ui/avatar';
import { MoneyText } from '@/ui/money-text';
import styles from './transactions.module.css';

export interface RowOptions {
  family: boolean;
  currency: Currency;
  showToggle: boolean;
  showActions: boolean;
}

export interface RowHandlers {
  onTogglePaid: (row: Transaction) => void;
  onEdit: (row: Transaction) => void;
  onDelete: (row: Transaction) => void;
  onCategory: (row: Transaction) => void;
}

interface TransactionRowProps extends RowOptions, RowHandlers {
  row: Transaction;
  index: number;
  style: CSSProperties;
}

function installmentLabel(row: Transaction): string | null {
  return (row.lastInstallment ?? 1) > 1 && row.recurrentIndex
    ? `${row.recurrentIndex}/${row.lastInstallment}`
    : null;
}

function PaidCell({
  row,
  showToggle,
  onTogglePaid,
}: Pick<TransactionRowProps, 'row' | 'showToggle' | 'onTogglePaid'>) {
  const { t } = useTranslation();
  if (!showToggle) {
    return (
      <span className={styles.muted}>
        {t(row.paid ? 'transactions:row.paid' : 'transactions:row.unpaid')}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={row.paid}
      aria-label={t(row.paid ? 'transactions:row.markUnpaid' : 'transactions:row.markPaid', {
        name: row.name,
      })}
      data-paid={row.paid}
      onClick={() => onTogglePaid(row)}
    >
      <span aria-hidden="true">{row.paid ? '✔' : '○'}</span>
    </button>
  );
}

export function TransactionRow({
  row,
  index,
  style,
  family,
  currency,
  showToggle,
  showActions,
  ...on
}: TransactionRowProps) {
  const { t } = useTranslation();
  const installment = installmentLabel(row);
  return (
    <tr aria-rowindex={index + 2} className={styles.row} style={style} data-testid="transaction-row">
      {family ? (
        <td className={styles.userCell}>
          <Avatar image={row.user?.image} name={row.user?.name} size={28} />
        </td>
      ) : null}
      <td>{formatDateBr(row.date)}</td>
      <td className={styles.name}>
        {row.name}
        {installment ? <small className={styles.muted}> {installment}</small> : null}
      </td>
      <td>
        {row.category?.name ? (
          <button
            type="button"
            className={styles.link}
            aria-label={t('transactions:row.openCategory', { name: row.category.name })}
            onClick={() => on.onCategory(row)}
          >
            {row.category.name}
          </button>
        ) : null}
      </td>
      <td className={styles.muted}>{row.payment?.name}</td>
      <td className={styles.value}>
        <MoneyText cents={fromApiAmount(row.value)} currency={currency} />
      </td>
      <td>
        <PaidCell row={row} showToggle={showToggle} onTogglePaid={on.onTogglePaid} />
      </td>
      <td className={styles.actions}>
        {showActions ? (
          <>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('transactions:row.edit', { name: row.name })}
              onClick={() => on.onEdit(row)}
            >
              <span aria-hidden="true">✎</span>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('transactions:row.delete', { name: row.name })}
              onClick={() => on.onDelete(row)}
            >
              <span aria-hidden="true">🗑</span>
            </button>
          </>
        ) : null}
      </td>
    </tr>
  );
}
