import { addMonthsToKey, isBookableDate } from '../../src/lib/dates.ts';
import {
  carriesDifference,
  INVOICE_THRESHOLD_CENTS,
  isInvoiceSettled,
} from '../../src/lib/invoice-balance.ts';
import { invoiceCloseDate } from './invoices.ts';
import { BOOKED_NAMES, MESSAGES } from './messages.ts';
import type { BookedRow, Cents, IsoDate, MonthKey, Refusal } from './types.ts';

/** Differences up to this (R$ 0,01) are forgiven; above it they carry to the next invoice. */
export const RESIDUAL_THRESHOLD_CENTS = INVOICE_THRESHOLD_CENTS;

export interface InvoiceTotals {
  /** Sum of the invoice's items as booked: purchases negative, credits positive. */
  itemsTotal: Cents;
  /** Sum of the payments already made for it, positive. */
  paidTotal: Cents;
  /** Sum of the carry rows it already produced in the next invoice, as booked there. */
  carriedTotal: Cents;
}

export interface InvoiceState extends InvoiceTotals {
  id: string;
  cardId: string;
  month: MonthKey;
  closeDay: number;
}

/**
 * What is still owed (negative) or over-settled (positive). A carry moves the difference into the
 * next invoice, so it counts as settling this one.
 */
export function balanceOfTotals(totals: InvoiceTotals): Cents {
  return totals.itemsTotal + totals.paidTotal - totals.carriedTotal;
}

export function invoiceBalance(invoice: InvoiceState): Cents {
  return balanceOfTotals(invoice);
}

/** Paid once no more than the forgiven cent is owed (decision 124). */
export function isInvoicePaid(invoice: InvoiceState): boolean {
  return isInvoiceSettled(invoiceBalance(invoice));
}

/** An invoice payment or its carry; card rows name the invoice month they belong to. */
export interface BookedTransaction extends BookedRow {
  /** Invoice the row belongs to (card rows only). */
  invoiceMonth?: MonthKey;
}

export interface InvoicePaymentRequest {
  invoice: InvoiceState;
  amount: Cents;
  /** Date the money leaves the account, as the modal sends it (decision 103). */
  date: IsoDate;
  accountId: string;
  userId: string;
  categoryId: string | null;
}

export interface InvoicePaymentPlan {
  ok: true;
  due: Cents;
  /** amount - due: positive when overpaid, negative when underpaid. */
  difference: Cents;
  payment: BookedTransaction;
  carry: BookedTransaction | null;
}

/** The rows paying an invoice books: the payment on the account and, if any, the carry. */
export function planInvoicePayment(request: InvoicePaymentRequest): InvoicePaymentPlan | Refusal {
  const { invoice, amount, date, accountId, userId, categoryId } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { ok: false, kind: 'invalid', message: MESSAGES.invalidValue };
  }
  if (!isBookableDate(date))
    return { ok: false, kind: 'invalid', message: MESSAGES.invalidDate, field: 'date' };
  if (isInvoicePaid(invoice)) return { ok: false, kind: 'conflict', message: MESSAGES.invoiceAlreadyPaid };
  const due = -invoiceBalance(invoice);
  const difference = amount - due;
  const payment: BookedTransaction = {
    name: BOOKED_NAMES.invoicePayment,
    value: -amount,
    date,
    paid: true,
    transactionType: 'expenses',
    paymentId: accountId,
    categoryId,
    userId,
    paymentInvoiceReferenceId: invoice.id,
  };
  if (!carriesDifference(difference)) return { ok: true, due, difference, payment, carry: null };
  const overpaid = difference > 0;
  const carry: BookedTransaction = {
    name: overpaid ? BOOKED_NAMES.invoiceCredit : BOOKED_NAMES.invoiceResidual,
    value: difference,
    // Dated on this invoice's close date, which by the close-day rule belongs to the next one.
    date: invoiceCloseDate(invoice.month, invoice.closeDay),
    paid: true,
    transactionType: overpaid ? 'revenues' : 'expenses',
    paymentId: invoice.cardId,
    categoryId,
    userId,
    invoiceReferenceId: invoice.id,
    invoiceMonth: addMonthsToKey(invoice.month, 1),
  };
  return { ok: true, due, difference, payment, carry };
}
