import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { refused } from '../../auth/scope.ts';
import { toCents } from '../../domain/money.ts';
import { planInvoicePayment } from '../../domain/residual.ts';
import { canPayInvoice } from '../../domain/transaction-rules.ts';
import { fail } from '../../errors.ts';
import type { InvoiceRow } from '../../repositories/invoices.ts';
import type { TransactionRow } from '../../repositories/transactions.ts';
import { bookedColumns } from '../transactions/booked.ts';
import type { TransactionInput } from '../transactions/create.ts';
import { ownPaymentFor, visibleCategory } from '../transactions/create.ts';
import { cycleOf, withInvoices } from './assign.ts';
import { reconcileInvoiceCredits } from './credit.ts';

// Invoice payments are booked under the card-invoice category unless the modal chose another.
const CARD_INVOICE_CATEGORY = 'cartao-credito';

/**
 * Pays an invoice from one of the owner's accounts (decision 103): the payment row and, when the
 * amount differs from what is due by more than R$ 0,01, the carry into the next invoice.
 */
export async function payInvoice(
  request: FastifyRequest,
  body: TransactionInput,
): Promise<{ invoice: InvoiceRow; payment: TransactionRow }> {
  const { repos } = request.server;
  const userId = caller(request).userId;
  const invoice = await repos.invoices.findById(body.paymentInvoiceReferenceId as string);
  if (!invoice) throw fail(404, 'errors.notFound');
  const allowed = canPayInvoice(invoice.userId, userId);
  if (!allowed.ok) throw refused(allowed);
  const account = await ownPaymentFor(request, body.payment, 'payment');
  if (account.type === 'credit') throw fail(400, 'money.payFromAccount');
  const category =
    (await visibleCategory(request, body.category)) ??
    (await repos.categories.findByCode(CARD_INVOICE_CATEGORY));
  const card = await repos.payments.findById(invoice.paymentId);
  if (!card) throw fail(404, 'errors.notFound');

  return repos.transaction(async (tx) => {
    await tx.payments.lock(card.id);
    const sums = await tx.invoices.sums(invoice.id);
    const plan = planInvoicePayment({
      invoice: {
        id: invoice.id,
        cardId: card.id,
        month: invoice.month.slice(0, 7),
        closeDay: cycleOf(card).invoiceCloseOn,
        itemsTotal: sums.itemsCents,
        paidTotal: sums.paidCents,
        carriedTotal: sums.carriedCents,
      },
      amount: Math.abs(toCents(body.value)),
      date: body.date,
      accountId: account.id,
      userId,
      categoryId: category?.id ?? null,
    });
    if (!plan.ok) throw refused(plan);
    const [payment] = await tx.transactions.insertMany([bookedColumns(plan.payment)]);
    if (!payment) throw new Error('invoice payment insert returned nothing');
    if (plan.carry) {
      const month = plan.carry.invoiceMonth ? [plan.carry.invoiceMonth] : undefined;
      await tx.transactions.insertMany(await withInvoices(tx, card, [bookedColumns(plan.carry)], month));
    }
    // A credit larger than the next invoice keeps going to the ones after it (audit W8).
    await reconcileInvoiceCredits(tx, card);
    return { invoice, payment };
  });
}
