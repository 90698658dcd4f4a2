import { randomUUID } from 'node:crypto';
import { compareDates, dateInMonth } from '../../src/lib/dates.ts';
import { planBankOperation } from '../domain/bank-operations.ts';
import { installmentInvoiceMonths, invoiceMonthOf } from '../domain/invoices.ts';
import { toCents, toDecimalString } from '../domain/money.ts';
import { invoiceBalance, planInvoicePayment } from '../domain/residual.ts';
import { expandSeries } from '../domain/series.ts';
import type { Cents, IsoDate, MonthKey } from '../domain/types.ts';
import { cardInvoice, cycleOf, withInvoices } from '../modules/invoices/assign.ts';
import { bookedColumns } from '../modules/transactions/booked.ts';
import type { TxRepositories } from '../repositories/index.ts';
import type { PaymentRow } from '../repositories/payments.ts';
import type { NewTransaction } from '../repositories/transactions.ts';
import type { DemoEntry, WalletKey } from './household.ts';

export type Wallets = Record<WalletKey, PaymentRow>;

/** Rows per INSERT: a transaction row has about 30 columns, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** Category ids by code, read once per code. */
export function categoryLookup(repos: TxRepositories) {
  const known = new Map<string, Promise<string | null>>();
  return (code: string) => {
    let id = known.get(code);
    if (!id) {
      id = repos.categories.findByCode(code).then((row) => row?.id ?? null);
      known.set(code, id);
    }
    return id;
  };
}

/**
 * The rows an entry books, as createEntry does (decision 100): series expanded by the domain, card
 * rows paid and on the invoice of their month (instalments one invoice per month). Past rows of
 * accounts are paid; the person marked them as the money went.
 */
function rowsOf(
  entry: DemoEntry,
  payment: PaymentRow,
  userId: string,
  categoryId: string | null,
  today: IsoDate,
) {
  const installments = entry.installments ?? 1;
  const occurrences = expandSeries({
    date: entry.date,
    value: entry.cents,
    recurrentType: entry.monthly ? 'monthly' : null,
    installments,
    seriesId: randomUUID(),
  });
  const card = payment.type === 'credit';
  const closeDay = cycleOf(payment).invoiceCloseOn;
  const months = card && installments > 1 ? installmentInvoiceMonths(entry.date, closeDay, installments) : [];
  return occurrences.map((occurrence, index) => ({
    row: {
      ...occurrence,
      value: toDecimalString(occurrence.value),
      userId,
      paymentId: payment.id,
      categoryId,
      transactionType: entry.type,
      name: entry.name,
      paid: card || compareDates(occurrence.date, today) <= 0,
    } satisfies NewTransaction,
    invoiceMonth: card ? (months[index] ?? invoiceMonthOf(occurrence.date, closeDay)) : undefined,
  }));
}

/** Books every entry in a few multi-row inserts, each card's invoices made once beforehand. */
export async function bookEntries(
  repos: TxRepositories,
  userId: string,
  wallets: Wallets,
  entries: DemoEntry[],
  today: IsoDate,
): Promise<number> {
  const categoryId = categoryLookup(repos);
  const planned = [];
  for (const entry of entries)
    planned.push(...rowsOf(entry, wallets[entry.wallet], userId, await categoryId(entry.code), today));
  const invoiceIds = new Map<string, string>();
  for (const { row, invoiceMonth } of planned) {
    if (!invoiceMonth) continue;
    const key = `${row.paymentId}:${invoiceMonth}`;
    if (invoiceIds.has(key)) continue;
    const card = Object.values(wallets).find((wallet) => wallet.id === row.paymentId) as PaymentRow;
    invoiceIds.set(key, (await cardInvoice(repos, card, invoiceMonth)).id);
  }
  const rows = planned.map(({ row, invoiceMonth }) =>
    invoiceMonth ? { ...row, invoiceId: invoiceIds.get(`${row.paymentId}:${invoiceMonth}`) } : row,
  );
  for (let start = 0; start < rows.length; start += CHUNK)
    await repos.transactions.insertMany(rows.slice(start, start + CHUNK));
  return rows.length;
}

/**
 * Pays the card's closed invoices from `account` as payInvoice does (decision 103), oldest first:
 * in full on their due date, except `partial`, paid short by `residual` (on its due date, or today
 * when that is still ahead), whose residual the domain carries into the next invoice.
 */
export async function payInvoices(
  repos: TxRepositories,
  card: PaymentRow,
  account: PaymentRow,
  today: IsoDate,
  partial?: { month: MonthKey; residual: Cents },
): Promise<void> {
  const cycle = cycleOf(card);
  const open = invoiceMonthOf(today, cycle.invoiceCloseOn);
  const categoryId = (await repos.categories.findByCode('cartao-credito'))?.id ?? null;
  const invoices = (await repos.invoices.list({ userIds: [card.userId], paymentIds: [card.id] })).sort(
    (a, b) => compareDates(a.month, b.month),
  );
  for (const invoice of invoices) {
    const month = invoice.month.slice(0, 7);
    const dueDate = invoice.dueDate ?? today;
    const short = partial?.month === month;
    if (month >= open || (!short && compareDates(dueDate, today) > 0)) continue;
    const sums = await repos.invoices.sums(invoice.id);
    const state = {
      id: invoice.id,
      cardId: card.id,
      month,
      closeDay: cycle.invoiceCloseOn,
      itemsTotal: sums.itemsCents,
      paidTotal: sums.paidCents,
      carriedTotal: sums.carriedCents,
    };
    const due = -invoiceBalance(state);
    if (due <= 0) continue;
    const plan = planInvoicePayment({
      invoice: state,
      amount: short ? due - (partial?.residual ?? 0) : due,
      date: compareDates(dueDate, today) <= 0 ? dueDate : today,
      accountId: account.id,
      userId: card.userId,
      categoryId,
    });
    if (!plan.ok) throw new Error(`demo invoice payment refused: ${plan.message}`);
    await repos.transactions.insertMany([bookedColumns(plan.payment)]);
    if (plan.carry) {
      const months = plan.carry.invoiceMonth ? [plan.carry.invoiceMonth] : undefined;
      await repos.transactions.insertMany(
        await withInvoices(repos, card, [bookedColumns(plan.carry)], months),
      );
    }
  }
}

/**
 * A transfer between two of the person's accounts (or a withdrawal to the cash wallet) on `day` of
 * each month up to today, checked and planned by the rule the API uses (decision 104): the source
 * must hold the value on that date.
 */
export async function monthlyBankOperations(
  repos: TxRepositories,
  move: { type: 'transfer' | 'withdraw'; from: PaymentRow; to: PaymentRow; category: string | null },
  months: MonthKey[],
  { day, cents, today }: { day: number; cents: Cents; today: IsoDate },
): Promise<void> {
  const { from, to, type } = move;
  const cash = await repos.ledger.defaultWallet(from.userId);
  const categoryId = move.category ? ((await repos.categories.findByCode(move.category))?.id ?? null) : null;
  for (const month of months) {
    const date = dateInMonth(month, day);
    if (compareDates(date, today) > 0) continue;
    const sourceBalance = toCents(from.initialBalance) + (await repos.payments.movementCents(from.id, date));
    const plan = planBankOperation(
      { type, sourceId: from.id, destinationId: to.id, value: cents, date, categoryId, userId: from.userId },
      { today, cashWalletId: cash?.id ?? '', sourceBalance, referenceId: randomUUID() },
    );
    if (!plan.ok) throw new Error(`demo ${type} refused on ${date}: ${plan.message}`);
    await repos.transactions.insertMany(plan.rows.map(bookedColumns));
  }
}
