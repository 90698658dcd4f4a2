import { addMonthsToKey } from '../../src/lib/dates.ts';
import { carriesDifference } from '../../src/lib/invoice-balance.ts';
import type { Cents, MonthKey } from './types.ts';

/**
 * One invoice of a card as the credit rule reads it (decision 034). Credit carries are left out of
 * every figure: they are what the rule derives.
 */
export interface CardInvoiceFigures {
  month: MonthKey;
  /** Its card rows that are not carries: purchases negative, refunds positive. */
  ownCents: Cents;
  /** Residual carries booked into it by an underpaid earlier invoice (negative). */
  residualInCents: Cents;
  /** Residual carries it produced when paid short (negative, as booked in the next invoice). */
  residualOutCents: Cents;
  /** What was paid to it, positive. */
  paidCents: Cents;
  /** It holds something to pay of its own (a purchase or a residual), which a credit can pay. */
  hasCharges: boolean;
}

export interface InvoiceCredit {
  /** The invoice whose money to spare moves on. */
  from: MonthKey;
  /** The next month's invoice, where it is booked as 'Crédito da fatura anterior'. */
  to: MonthKey;
  cents: Cents;
}

/**
 * The 'Crédito da fatura anterior' rows a card should hold, given its invoices (any order, gaps
 * allowed). An invoice with more than R$ 0,01 to spare hands it all to the next month's invoice,
 * month after month, until charges use it up. It moves on when a later invoice has charges, or
 * when the invoice itself was paid (an overpayment goes to the next month even with nothing to pay
 * there yet, spec 2 §5); otherwise it stays, so the chain ends at the last invoice with charges.
 */
export function invoiceCredits(invoices: readonly CardInvoiceFigures[]): InvoiceCredit[] {
  if (invoices.length === 0) return [];
  const byMonth = new Map(invoices.map((invoice) => [invoice.month, invoice]));
  const months = [...byMonth.keys()].sort();
  const first = months[0] as MonthKey;
  const last = months[months.length - 1] as MonthKey;
  const lastCharged = months.filter((month) => byMonth.get(month)?.hasCharges).pop();
  const credits: InvoiceCredit[] = [];
  let creditIn: Cents = 0;
  for (let month = first; month <= last; month = addMonthsToKey(month, 1)) {
    const invoice = byMonth.get(month);
    const spare = invoice
      ? invoice.ownCents + invoice.paidCents + invoice.residualInCents - invoice.residualOutCents + creditIn
      : creditIn;
    const moves = (lastCharged !== undefined && month < lastCharged) || (invoice?.paidCents ?? 0) > 0;
    creditIn = spare > 0 && carriesDifference(spare) && moves ? spare : 0;
    if (creditIn > 0) credits.push({ from: month, to: addMonthsToKey(month, 1), cents: creditIn });
  }
  return credits;
}
