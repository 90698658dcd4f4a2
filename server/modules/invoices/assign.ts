import { BOOKABLE_DATES, monthKeyOf } from '../../../src/lib/dates.ts';
import { invalidField } from '../../auth/scope.ts';
import { invoiceDates, invoiceMonthOf } from '../../domain/invoices.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { CardCycle, MonthKey } from '../../domain/types.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';

const LAST_MONTH = monthKeyOf(BOOKABLE_DATES.last);

export const cycleOf = (card: PaymentRow): CardCycle => ({
  invoiceCloseOn: card.closingDay ?? 1,
  paid: card.dueDay ?? 1,
});

/** The card's invoice for a month, with its close and due dates (decision 102). */
export function cardInvoice(repos: TxRepositories, card: PaymentRow, month: MonthKey) {
  const { closeDate, dueDate } = invoiceDates(month, cycleOf(card));
  return repos.invoices.ensure({
    userId: card.userId,
    paymentId: card.id,
    month,
    closingDate: closeDate,
    dueDate,
  });
}

/**
 * Card rows go in an invoice and are paid by definition (the card pays the shop); `months` gives
 * each row's invoice when the caller knows it (instalments), otherwise the close day decides.
 */
export async function withInvoices(
  repos: TxRepositories,
  payment: PaymentRow,
  rows: NewTransaction[],
  months?: MonthKey[],
): Promise<NewTransaction[]> {
  if (payment.type !== 'credit') return rows;
  const closeDay = cycleOf(payment).invoiceCloseOn;
  const invoiceIds = new Map<MonthKey, string>();
  const booked: NewTransaction[] = [];
  for (const [index, row] of rows.entries()) {
    const month = months?.[index] ?? invoiceMonthOf(row.date, closeDay);
    // An invoice after the contract's last month could never be read or paid (audit Q2).
    if (month > LAST_MONTH) throw invalidField(MESSAGES.invalidDate, 'date');
    let invoiceId = invoiceIds.get(month);
    if (!invoiceId) {
      invoiceId = (await cardInvoice(repos, payment, month)).id;
      invoiceIds.set(month, invoiceId);
    }
    booked.push({ ...row, paid: true, invoiceId });
  }
  return booked;
}
