import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  memo,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import type { Invoice, Payment, Transaction } from '@/api/gen/model';
import { cachedSelected, paymentsQuery } from '@/api/queries';
import type { TransactionsSearchSchema } from '@/app/search-schemas';
import { useCurrentUser, useSession } from '@/app/session';
import { openGlobalModal } from '@/app/ui-store';
import { type IsoMonth, toMonth } from '@/lib/dates';
import { inFamily, mainUserId } from '@/lib/family';
import { RevenueExpenseChart } from '@/ui/charts';
import { useChosenMonth } from '@/ui/month-selector';
import { Popup } from '@/ui/popup';
import { Skeleton } from '@/ui/skeleton';
import { CardSummary } from './card-summary';
import { filterRows, type StatusFilter } from './filters';
import { invoiceFigures } from './invoice-figures';
import { OptionsMenu } from './options-menu';
import { ResultDialog } from './result-dialog';
import { hasPaidToggle, showsRowActions } from './rules';
import { HistorySearch } from './search';
import type { CategoryTotal } from './summary';
import { SummaryPanel } from './summary-panel';
import { TransactionList } from './transaction-list';
import styles from './transactions.module.css';
import { type ToolbarState, TransactionsToolbar } from './transactions-toolbar';
import { useRowActions } from './use-row-actions';
import { LOADING_TRANSACTIONS, type TransactionsData, useTransactionsData } from './use-transactions-data';

export interface CategoryDetailsProps {
  categoryId: string;
  categoryName: string;
  month: IsoMonth;
  onClose: () => void;
}

export interface InvoicePaymentProps {
  card: Payment;
  invoice: Invoice;
  onClose: () => void;
}

/** The modals this screen opens that are not global ones; the route passes them in. */
export interface TransactionsScreenModals {
  CategoryDetails: ComponentType<CategoryDetailsProps>;
  InvoicePayment: ComponentType<InvoicePaymentProps>;
}

type OpenModal = { kind: 'category'; id: string; name: string } | { kind: 'invoice' } | null;

/** Skips the screen's urgent renders: its props are the deferred ones (see TransactionsView). */
const MonthChart = memo(RevenueExpenseChart);

function useTitle(payment: Payment | undefined): string {
  const { t } = useTranslation();
  if (!payment) return t('transactions:title');
  return payment.type === 'credit'
    ? t('transactions:creditTitle', { name: payment.name })
    : t('transactions:debitTitle', { name: payment.name });
}

/**
 * The list and the summary, marked busy while another month is chosen and still loading (audit P1):
 * the month on screen stays until then (decision 429). Its own component, so a press re-renders only
 * this box, not the screen. A card's invoice has no summary: its list takes the whole width.
 */
function MonthBody({ month, alone, children }: { month: IsoMonth; alone: boolean; children: ReactNode }) {
  const { waiting } = useChosenMonth(month);
  return (
    <div className={styles.body} data-alone={alone || undefined} aria-busy={waiting || undefined}>
      {children}
    </div>
  );
}

export type TransactionsSearch = v.InferOutput<typeof TransactionsSearchSchema>;

export interface TransactionsScreenProps {
  paymentId?: string;
  modals: TransactionsScreenModals;
  /** Month, group and search live in the URL; the route passes them down (decision 350). */
  search: TransactionsSearch;
  onSearchChange: (patch: Partial<TransactionsSearch>) => void;
  /** A month arrow is about to be used: the route preloads that month. */
  onMonthIntent?: (month: IsoMonth) => void;
}

/** /movimentacoes and /movimentacoes/{payment}. */
export function TransactionsScreen(props: TransactionsScreenProps) {
  return <TransactionsView {...props} data={useTransactionsData(props.search.month, props.paymentId)} />;
}

/**
 * The route's pending view: the same page with the chart and the list in their skeletons. A month
 * change on a wallet's screen keeps that wallet's title and kind from the wallets already read: a card
 * stays a card's invoice screen, with no chart (audit P8).
 */
export function TransactionsPending(props: TransactionsScreenProps) {
  const wallets = cachedSelected(useQueryClient(), paymentsQuery());
  const payment = props.paymentId ? wallets?.find((entry) => entry._id === props.paymentId) : undefined;
  const data = payment
    ? { ...LOADING_TRANSACTIONS, payment, isCard: payment.type === 'credit' }
    : LOADING_TRANSACTIONS;
  return <TransactionsView {...props} data={data} />;
}

function TransactionsView({
  paymentId,
  modals,
  search,
  onSearchChange,
  onMonthIntent,
  data,
}: TransactionsScreenProps & { data: TransactionsData }) {
  const { t } = useTranslation();
  const { currency, plannerLogin } = useSession();
  const user = useCurrentUser();
  const userId = user?._id ?? '';
  const [chosenMember, setMemberId] = useState<string | null>(null);
  // Until a member is chosen, a planner sees the family's main user, 'Todos' one choice away (spec 1,
  // planner role); the user may arrive after the first render.
  const memberId = chosenMember ?? (plannerLogin && user && inFamily(user) ? mainUserId(user) : '');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [modal, setModal] = useState<OpenModal>(null);
  const [found, setFound] = useState<string>();
  const title = useTitle(data.payment);
  // Stable between renders, as are the row handlers below: the memoised list renders only when its
  // rows or these change (decision 429).
  const paymentTypes = useMemo(
    () => new Map(data.payments?.map((payment) => [payment._id, payment.type])),
    [data.payments],
  );
  const paymentTypeOf = useCallback(
    (row: Transaction) => paymentTypes.get(row.payment?._id ?? ''),
    [paymentTypes],
  );
  const actions = useRowActions(userId, paymentTypeOf);
  const showsToggle = useCallback((row: Transaction) => hasPaidToggle(paymentTypeOf(row)), [paymentTypeOf]);
  const showsActions = useCallback((row: Transaction) => showsRowActions(row, userId), [userId]);
  const openRowCategory = useCallback((row: Transaction) => {
    if (row.category?.id) setModal({ kind: 'category', id: row.category.id, name: row.category.name ?? '' });
  }, []);
  const members = user?.family?.members?.length ? user.family.members : null;
  const group = data.isCard ? 'expenses' : search.group;

  function change(patch: Partial<ToolbarState>) {
    if (patch.memberId !== undefined) setMemberId(patch.memberId);
    if (patch.status !== undefined) setStatus(patch.status);
    const urlPatch = {
      ...(patch.month ? { month: patch.month } : {}),
      ...(patch.group ? { group: patch.group } : {}),
      ...(patch.query !== undefined ? { q: patch.query || undefined } : {}),
    };
    if (Object.keys(urlPatch).length === 0) return;
    onSearchChange(urlPatch);
  }

  const query = search.q ?? '';
  /** A history search result: its month, unfiltered, on that row. */
  function openFound(row: Transaction) {
    setFound(row._id);
    change({ month: toMonth(row.date), query: '' });
  }
  // One array per change of data or filter: the table rebuilds its row model when it changes.
  const rows = useMemo(
    () => data.rows && filterRows(data.rows, { query, group, memberId, status }),
    [data.rows, query, group, memberId, status],
  );
  const invoiceDue = invoiceFigures(data.invoice).dueCents;
  const openSummaryCategory = useCallback(
    (category: CategoryTotal) => setModal({ kind: 'category', id: category.key, name: category.name }),
    [],
  );
  // A month change shows the new rows in its first frame; the chart and the summary, about a fifth of
  // that render, follow in React's next, interruptible one (decision 429).
  const summaryRows = useDeferredValue(rows);
  const summaryGroup = useDeferredValue(group);
  const chartMonth = useDeferredValue(search.month);
  const chartPoints = useDeferredValue(data.chart);
  const menu = [
    {
      key: 'new',
      label: t('transactions:options.newTransaction'),
      onSelect: () => openGlobalModal('transaction', {}),
    },
    {
      key: 'bank',
      label: t('transactions:options.bankOperation'),
      onSelect: () => openGlobalModal('bankOperation', {}),
    },
    ...(data.isCard && data.invoice
      ? [
          {
            key: 'invoice',
            label: t('transactions:options.payInvoice'),
            onSelect: () => setModal({ kind: 'invoice' }),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <OptionsMenu options={menu} />
      </header>
      <TransactionsToolbar
        query={search.q ?? ''}
        month={search.month}
        group={group}
        memberId={memberId}
        status={status}
        isCard={data.isCard}
        members={members}
        onChange={change}
        onMonthIntent={onMonthIntent}
      />
      {paymentId ? null : <HistorySearch query={query} currency={currency} onOpen={openFound} />}
      {data.isCard && data.payment ? (
        <CardSummary
          card={data.payment}
          invoice={data.invoice}
          month={search.month}
          totalCents={data.rows === undefined ? undefined : invoiceDue}
          currency={currency}
        />
      ) : (
        <MonthChart month={chartMonth} points={chartPoints} currency={currency} variant="area" />
      )}
      <MonthBody month={search.month} alone={data.isCard}>
        {rows ? (
          <TransactionList
            rows={rows}
            label={title}
            family={members !== null}
            highlightId={found}
            currency={currency}
            showsToggle={showsToggle}
            showsActions={showsActions}
            togglingPaid={actions.togglingPaid}
            onTogglePaid={actions.togglePaid}
            onEdit={actions.edit}
            onDelete={actions.remove}
            onCategory={openRowCategory}
          />
        ) : (
          <div role="status" aria-label={t('transactions:waiting')}>
            <Skeleton count={6} />
          </div>
        )}
        {summaryRows && !data.isCard ? (
          <SummaryPanel
            rows={summaryRows}
            group={summaryGroup}
            currency={currency}
            stale={summaryRows !== rows}
            onCategory={openSummaryCategory}
          />
        ) : null}
      </MonthBody>
      <Popup message={actions.popup} onClose={actions.clearPopup} />
      <ResultDialog outcome={actions.outcome} onClose={actions.clearOutcome} />
      {modal?.kind === 'category' ? (
        <modals.CategoryDetails
          categoryId={modal.id}
          categoryName={modal.name}
          month={search.month}
          onClose={() => setModal(null)}
        />
      ) : null}
      {modal?.kind === 'invoice' && data.payment && data.invoice ? (
        <modals.InvoicePayment card={data.payment} invoice={data.invoice} onClose={() => setModal(null)} />
      ) : null}
    </div>
  );
}
