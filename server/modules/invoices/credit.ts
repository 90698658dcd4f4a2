import { type CardInvoiceFigures, invoiceCredits } from '../../domain/invoice-credit.ts';
import { invoiceCloseDate } from '../../domain/invoices.ts';
import { BOOKED_NAMES } from '../../domain/messages.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { NewTransaction, TransactionRow } from '../../repositories/transactions.ts';
import { cardInvoice, cycleOf } from './assign.ts';

// Credits are booked under the card-invoice category, as the payment's own carry by default.
const CARD_INVOICE_CATEGORY = 'cartao-credito';

/** A credit carry: a carry (it names the invoice it came from) that is a revenue (decision 034). */
const isCredit = (row: TransactionRow) => row.invoiceReferenceId !== null && toCents(row.value) > 0;

/**
 * Makes the card's 'Crédito da fatura anterior' rows what `invoiceCredits` says (decision 034):
 * updates, adds or deletes credit carries only; purchases, payments and residuals stay as they are.
 * Run inside the database transaction of every write that changes one of the card's invoices, with
 * the card locked, so two writes do not reconcile over each other.
 */
export async function reconcileInvoiceCredits(tx: TxRepositories, card: PaymentRow): Promise<void> {
  if (card.type !== 'credit') return;
  // One query at a time: a transaction's one connection must not be sent a second while one runs.
  const invoices = await tx.invoices.list({ userIds: [card.userId], paymentIds: [card.id] });
  if (invoices.length === 0) return;
  const ids = invoices.map((invoice) => invoice.id);
  const itemIds = await tx.invoices.itemIds(ids);
  const sums = await tx.invoices.sumsOf(ids);
  const items = await tx.transactions.findDetailedMany([...itemIds.values()].flat());
  const monthOf = new Map(invoices.map((invoice) => [invoice.id, invoice.month.slice(0, 7)]));
  const idOf = new Map(invoices.map((invoice) => [invoice.month.slice(0, 7), invoice.id]));

  const figures = new Map<string, CardInvoiceFigures>(
    invoices.map((invoice) => [
      invoice.id,
      {
        month: monthOf.get(invoice.id) as MonthKey,
        ownCents: 0,
        residualInCents: 0,
        residualOutCents: 0,
        paidCents: sums.get(invoice.id)?.paidCents ?? 0,
        hasCharges: false,
      },
    ]),
  );
  const credits: TransactionRow[] = [];
  for (const item of items) {
    const cents = toCents(item.value);
    const into = item.invoiceId ? figures.get(item.invoiceId) : undefined;
    if (isCredit(item)) {
      credits.push(item);
      continue;
    }
    if (into) {
      if (item.invoiceReferenceId) into.residualInCents += cents;
      else into.ownCents += cents;
      if (cents < 0) into.hasCharges = true;
    }
    const from = item.invoiceReferenceId ? figures.get(item.invoiceReferenceId) : undefined;
    if (from) from.residualOutCents += cents;
  }

  const wanted = invoiceCredits([...figures.values()]);
  const existing = new Map<string, TransactionRow[]>();
  for (const row of credits) {
    const from = row.invoiceReferenceId as string;
    existing.set(from, [...(existing.get(from) ?? []), row]);
  }
  const closeDay = cycleOf(card).invoiceCloseOn;
  const stale: string[] = [];
  const added: NewTransaction[] = [];
  let categoryId: string | null | undefined;
  for (const credit of wanted) {
    const fromId = idOf.get(credit.from) ?? (await cardInvoice(tx, card, credit.from)).id;
    idOf.set(credit.from, fromId);
    const toId = idOf.get(credit.to) ?? (await cardInvoice(tx, card, credit.to)).id;
    idOf.set(credit.to, toId);
    const columns = {
      value: toDecimalString(credit.cents),
      // Dated on the close date of the invoice it leaves, which belongs to the next one (decision 102).
      date: invoiceCloseDate(credit.from, closeDay),
      invoiceId: toId,
    };
    const [kept, ...extra] = existing.get(fromId) ?? [];
    existing.delete(fromId);
    stale.push(...extra.map((row) => row.id));
    if (!kept) {
      categoryId ??= (await tx.categories.findByCode(CARD_INVOICE_CATEGORY))?.id ?? null;
      added.push({
        ...columns,
        userId: card.userId,
        name: BOOKED_NAMES.invoiceCredit,
        paid: true,
        transactionType: 'revenues',
        paymentId: card.id,
        categoryId,
        invoiceReferenceId: fromId,
      });
    } else if (
      toCents(kept.value) !== credit.cents ||
      kept.date !== columns.date ||
      kept.invoiceId !== columns.invoiceId
    ) {
      await tx.transactions.update(kept.id, columns);
    }
  }
  for (const rows of existing.values()) stale.push(...rows.map((row) => row.id));
  await tx.transactions.deleteMany(stale);
  await tx.transactions.insertMany(added);
}

/**
 * The hook for writes that reach a card's rows from outside this module (creating, editing or
 * deleting a card row, deleting an invoice payment): reconciles the cards of these invoices and
 * wallets, each locked first. Cash and bank wallets are passed over.
 */
export async function reconcileCreditsOf(
  tx: TxRepositories,
  refs: { invoiceIds?: ReadonlyArray<string | null>; paymentIds?: ReadonlyArray<string | null> },
): Promise<void> {
  const cardIds = new Set((refs.paymentIds ?? []).filter((id): id is string => Boolean(id)));
  for (const id of new Set(refs.invoiceIds ?? [])) {
    const invoice = id ? await tx.invoices.findById(id) : undefined;
    if (invoice) cardIds.add(invoice.paymentId);
  }
  for (const id of [...cardIds].sort()) {
    const card = await tx.payments.findById(id);
    if (card?.type !== 'credit') continue;
    await tx.payments.lock(card.id);
    await reconcileInvoiceCredits(tx, card);
  }
}
