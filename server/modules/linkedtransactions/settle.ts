import type { FastifyRequest } from 'fastify';
import { todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { LinkedChange, LinkedRow } from '../../repositories/linked-transactions.ts';
import { createEntry } from '../transactions/create.ts';
import { bookedType, paidInMonth } from './calendar.ts';

/**
 * Books the payment of an item that names one of the caller's cash or bank-account wallets and a
 * category (decision 200); card items and items without those only record the date.
 */
async function bookPayment(request: FastifyRequest, item: LinkedRow, today: string): Promise<string | null> {
  if (!item.paymentId || !item.categoryId) return null;
  const payment = await request.server.repos.payments.findById(item.paymentId);
  if (!payment || payment.userId !== caller(request).userId || payment.type === 'credit') return null;
  const cents = toCents(item.value);
  // The item's sign decides the booked type (decision 200), so its category may be of the other
  // group; paying must still book it rather than refuse what the calendar already holds.
  const [booked] = await createEntry(
    request,
    {
      name: item.name,
      value: fromCents(Math.abs(cents)),
      date: today,
      paid: true,
      transactionType: bookedType(item.transactionType, cents),
      category: item.categoryId,
      payment: payment.id,
    },
    { anyCategoryGroup: true },
  );
  return booked?.id ?? null;
}

/** The paid toggle (spec 2 section 4): paying stamps the server's clock, un-paying clears it. */
export async function settle(request: FastifyRequest, item: LinkedRow, pay: boolean): Promise<LinkedChange> {
  const now = new Date();
  const today = todayIso(now);
  if (!pay) {
    if (item.paidTransactionId) await request.server.repos.transactions.deleteMany([item.paidTransactionId]);
    return { lastPaymentDate: null, paidTransactionId: null };
  }
  // Paying twice in one month keeps the first payment instead of booking a second one.
  if (paidInMonth(item.lastPaymentDate, today.slice(0, 7))) return {};
  return { lastPaymentDate: now, paidTransactionId: await bookPayment(request, item, today) };
}
