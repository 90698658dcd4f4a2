import {
  type CellContext,
  type ColumnDef,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@/api/gen/model';
import { formatDateBr } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { Avatar } from '@/ui/avatar';
import { MoneyText } from '@/ui/money-text';
import { PaidToggle } from '@/ui/paid-toggle';
import { isInstallment } from './rules';
import styles from './transactions.module.css';

/**
 * Sorting's state and header toggles, without the table's sorted row model: the list hands the table
 * its rows in order (`orderByDate`, decision 429).
 */
export const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;
type Cell = CellContext<Features, Transaction, unknown>;

/** What every row's cells need from the screen: the currency, the row rules and the handlers. */
export interface RowContextValue {
  currency: Currency;
  showsToggle: (row: Transaction) => boolean;
  showsActions: (row: Transaction) => boolean;
  /** Rows whose paid toggle waits, each with the state to show meanwhile (the new one once stored). */
  togglingPaid: ReadonlyMap<string, boolean>;
  onTogglePaid: (row: Transaction) => void;
  onEdit: (row: Transaction) => void;
  onDelete: (row: Transaction) => void;
  onCategory: (row: Transaction) => void;
}

/**
 * The screen's part and the list's one `t`: a `useTranslation` in each of a row's cells cost about 8
 * ms of a month change's render on the 2-core machine, three per row in view.
 */
export interface RowCellsContext extends RowContextValue {
  t: TFunction;
}

export const RowContext = createContext<RowCellsContext | null>(null);

function useRow(): RowCellsContext {
  const value = useContext(RowContext);
  if (!value) throw new Error('transaction cells render inside RowContext');
  return value;
}

function ColumnTitle({ id }: { id: string }) {
  const { t } = useTranslation();
  return t(`transactions:columns.${id}`);
}

function UserCell({ row }: Cell) {
  return <Avatar image={row.original.user?.image} name={row.original.user?.name} size={28} />;
}

function NameCell({ row: { original: row } }: Cell) {
  const installment =
    isInstallment(row) && row.recurrentIndex ? `${row.recurrentIndex}/${row.lastInstallment}` : null;
  return (
    <>
      {row.name}
      {installment ? <small className={styles.muted}> {installment}</small> : null}
    </>
  );
}

function CategoryCell({ row: { original: row } }: Cell) {
  const { t, onCategory } = useRow();
  if (!row.category?.name) return null;
  return (
    <button
      type="button"
      className={styles.link}
      aria-label={t('transactions:row.openCategory', { name: row.category.name })}
      onClick={() => onCategory(row)}
    >
      {row.category.name}
    </button>
  );
}

function ValueCell({ row }: Cell) {
  return <MoneyText cents={fromApiAmount(row.original.value)} currency={useRow().currency} />;
}

/**
 * Card rows have no toggle (their status is shown as text); the others toggle or refuse, and wait
 * for their answer (audit P3).
 */
function PaidCell({ row: { original: row } }: Cell) {
  const { t, showsToggle, togglingPaid, onTogglePaid } = useRow();
  if (!showsToggle(row)) {
    return (
      <span className={styles.muted}>
        {t(row.paid ? 'transactions:row.paid' : 'transactions:row.unpaid')}
      </span>
    );
  }
  const waiting = togglingPaid.get(row._id);
  const paid = waiting ?? row.paid;
  return (
    <PaidToggle
      paid={paid}
      busy={waiting !== undefined}
      label={t(paid ? 'transactions:row.markUnpaid' : 'transactions:row.markPaid', { name: row.name })}
      onPress={() => onTogglePaid(row)}
    />
  );
}

function ActionsCell({ row: { original: row } }: Cell) {
  const { t, showsActions, onEdit, onDelete } = useRow();
  if (!showsActions(row)) return null;
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('transactions:row.edit', { name: row.name })}
        onClick={() => onEdit(row)}
      >
        <span aria-hidden="true">✎</span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('transactions:row.delete', { name: row.name })}
        onClick={() => onDelete(row)}
      >
        <span aria-hidden="true">🗑</span>
      </button>
    </>
  );
}

const helper = createColumnHelper<Features, Transaction>();
const title = (id: string) => () => <ColumnTitle id={id} />;

const MONEY_COLUMNS: ColumnDef<Features, Transaction>[] = helper.columns([
  helper.accessor('date', {
    header: title('date'),
    cell: ({ row }) => formatDateBr(row.original.date),
    sortDescFirst: true,
  }),
  helper.accessor('name', { header: title('name'), cell: NameCell, enableSorting: false }),
  helper.display({ id: 'category', header: title('category'), cell: CategoryCell }),
  helper.display({ id: 'payment', header: title('payment'), cell: ({ row }) => row.original.payment?.name }),
  helper.accessor('value', { header: title('value'), cell: ValueCell, enableSorting: false }),
  helper.display({ id: 'paid', header: title('paid'), cell: PaidCell }),
  helper.display({ id: 'actions', header: title('actions'), cell: ActionsCell }),
]);

/** The columns of a person's list, and of a family's (with whose row it is first). */
export const COLUMNS = MONEY_COLUMNS;
export const FAMILY_COLUMNS: ColumnDef<Features, Transaction>[] = [
  helper.display({ id: 'user', header: title('user'), cell: UserCell }),
  ...MONEY_COLUMNS,
];

/** Cell classes by column: the name ellipsis, right-aligned money, the icon group. */
export const CELL_CLASS: Partial<Record<string, string>> = {
  user: styles.userCell,
  name: styles.name,
  payment: styles.muted,
  value: styles.value,
  actions: styles.actions,
};
