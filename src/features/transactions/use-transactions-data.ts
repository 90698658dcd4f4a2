import { type QueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { BalanceChartPoint, Invoice, Payment, Transaction, User } from '@/api/gen/model';
import {
  balanceChartQuery,
  ensureAll,
  ensureSelected,
  monthInvoicesQuery,
  monthTransactionsQuery,
  paymentsQuery,
} from '@/api/queries';
import { useCurrentUser } from '@/app/session';
import { chartDateRange, type IsoMonth } from '@/lib/dates';
import { inFamily } from '@/lib/family';

export interface TransactionsData {
  payments: Payment[] | undefined;
  payment: Payment | undefined;
  isCard: boolean;
  /** The month's rows: the account's or every wallet's transactions, or the card invoice's items. */
  rows: Transaction[] | undefined;
  invoice: Invoice | undefined;
  chart: BalanceChartPoint[] | undefined;
}

/** What the pending view shows: the chart and the list in their skeletons. */
export const LOADING_TRANSACTIONS: TransactionsData = {
  payments: undefined,
  payment: undefined,
  isCard: false,
  rows: undefined,
  invoice: undefined,
  chart: undefined,
};

// Revenues and expenses per month are the plain chart's series; chartType=budgets answers planned
// and realized instead (decision 122), which would leave this chart flat at zero. A wallet's page
// charts that wallet, a family member's too: read with the rows' scope, or the server sums only
// the caller's rows on it (audit U4). The main list's chart stays the person's own (decision 382).
const chartQuery = (month: IsoMonth, paymentId: string | undefined, family: boolean) =>
  balanceChartQuery({
    ...chartDateRange(month),
    paymentId,
    ...(paymentId && family ? { family: true } : {}),
  });

/**
 * The route's loader (decision 350). Every wallet's screen asks for the wallets, the month's rows
 * and the chart at once; a wallet's screen needs the wallets first, to know whether it is a card,
 * whose view reads the month's invoices instead. The rows and invoices wait for the signed-in user
 * (the root's promise, the one `enforce` awaits): in a family they are every member's (`family=true`,
 * spec 2 §6), and so does a wallet's chart. The user is there already after the first screen, and on
 * a page load the early read (decision 422) has the rows on their way meanwhile.
 */
export async function loadTransactions(
  queryClient: QueryClient,
  month: IsoMonth,
  paymentId: string | undefined,
  user: Promise<User | null>,
) {
  // A user who cannot be read fails the route through `enforce`; the rows need not fail it again.
  const family = user.then(inFamily, () => false);
  const rows = () =>
    family.then((shared) => ensureAll(queryClient, monthTransactionsQuery(month, undefined, shared)));
  // The main list's chart does not depend on the user and starts at once; a wallet's waits for it.
  const chart = () =>
    paymentId
      ? family.then((shared) => ensureAll(queryClient, chartQuery(month, paymentId, shared)))
      : ensureAll(queryClient, chartQuery(month, undefined, false));
  const accountReads = () => Promise.all([rows(), chart()]);
  const payments = ensureSelected(queryClient, paymentsQuery());
  if (!paymentId) {
    await Promise.all([payments, accountReads()]);
    return;
  }
  const isCard = (await payments).find((entry) => entry._id === paymentId)?.type === 'credit';
  await (isCard ? ensureAll(queryClient, monthInvoicesQuery(month, await family)) : accountReads());
}

const onlyIf = <Q>(condition: boolean, query: Q): Q[] => (condition ? [query] : []);

/**
 * Everything the transactions screen reads for a month, from the cache the loader filled. The card
 * view reads the card's invoice of the month (decision 102: invoices are keyed by the month they
 * close in); the others read the month's transactions, filtered by wallet on a payment screen.
 */
export function useTransactionsData(month: IsoMonth, paymentId: string | undefined): TransactionsData {
  const payments = useSuspenseQuery(paymentsQuery()).data;
  const payment = paymentId ? payments.find((entry) => entry._id === paymentId) : undefined;
  const isCard = payment?.type === 'credit';
  // The loader awaited the user, so the cache has it: the same scope, the same keys.
  const family = inFamily(useCurrentUser());
  // One view or the other reads: an empty list asks nothing.
  const [invoices] = useSuspenseQueries({ queries: onlyIf(isCard, monthInvoicesQuery(month, family)) });
  const [transactions] = useSuspenseQueries({
    queries: onlyIf(!isCard, monthTransactionsQuery(month, undefined, family)),
  });
  const [chart] = useSuspenseQueries({ queries: onlyIf(!isCard, chartQuery(month, paymentId, family)) });

  const invoice = invoices?.data.find((entry) => entry.creditCardId === paymentId);
  const monthRows = transactions?.data ?? [];
  const rows = isCard
    ? (invoice?.items ?? [])
    : paymentId
      ? monthRows.filter((row) => row.payment?._id === paymentId)
      : monthRows;
  return { payments, payment, isCard, rows, invoice, chart: chart?.data };
}
