import * as v from 'valibot';
import type { Invoice, InvoiceInput, Payment } from '@/api/gen/model';
import { carriesDifference, invoiceDueCents, isInvoiceSettled } from '@/lib/invoice-balance';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { NAME_MAX_LENGTH } from '@/lib/validation';
import { dateField } from '../shared/date-field';
import { keys } from '../shared/messages';

/** An amount above zero, the account it leaves from and the day. */
export const InvoicePaymentSchema = v.object({
  amountCents: v.pipe(
    v.nullable(v.number()),
    v.check((cents) => cents !== null && cents > 0, keys.value),
  ),
  account: v.pipe(v.string(), v.nonEmpty(keys.required)),
  date: dateField,
});

export type InvoicePaymentValues = v.InferInput<typeof InvoicePaymentSchema>;

/**
 * What is still due, in centavos (positive), from the balance the server answers (decision 124):
 * the rows less what was already paid; nothing once the invoice is paid.
 */
export function amountDue(invoice: Invoice): number {
  return invoiceDueCents(fromApiAmount(invoice.balance));
}

/** 'Sua fatura já está paga!': paid, or short by no more than the forgiven R$ 0,01. */
export function isInvoicePaid(invoice: Invoice): boolean {
  return isInvoiceSettled(fromApiAmount(invoice.balance));
}

/** 'over' or 'under' when the amount differs from what is due (decision 103: 0.01 does not count). */
export function paymentDifference(amountCents: number, dueCents: number): 'over' | 'under' | null {
  const difference = amountCents - dueCents;
  if (!carriesDifference(difference)) return null;
  return difference > 0 ? 'over' : 'under';
}

/** The first two groups of expense wallets (cash, then accounts) pay invoices. */
export function payingAccounts(payments: readonly Payment[]): Payment[] {
  return [
    ...payments.filter((payment) => payment.type === 'money'),
    ...payments.filter((payment) => payment.type === 'debit'),
  ];
}

export function toInvoicePayment(input: {
  invoice: Invoice;
  name: string;
  account: string;
  date: string;
  amountCents: number;
  userId: string;
}): InvoiceInput {
  return {
    name: input.name,
    paid: true,
    paymentInvoiceReferenceId: input.invoice._id,
    date: input.date,
    transactionType: 'expenses',
    payment: input.account,
    ...(input.userId ? { user: input.userId } : {}),
    value: toApiAmount(-input.amountCents),
  };
}

/** Characters as the contract's maxLength counts them: code points, an emoji's pair as one. */
const lengthOf = (text: string) => [...text].length;

/**
 * The payment row's name, 'Pagamento fatura {{name}}', within the server's bound on a name. A card
 * may be named with all of that bound, and the longer sentence was refused, so its invoice could
 * never be paid (audit W5). The card's name is cut at a whole character (never inside an emoji or
 * an accent) and ends with an ellipsis; `nameOf` is the locale's sentence around a card name.
 */
export function invoicePaymentName(nameOf: (cardName: string) => string, cardName: string): string {
  const whole = nameOf(cardName);
  if (lengthOf(whole) <= NAME_MAX_LENGTH) return whole;
  const room = NAME_MAX_LENGTH - lengthOf(nameOf('')) - 1;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(cardName)) {
    if (lengthOf(kept) + lengthOf(segment) > room) break;
    kept += segment;
  }
  return nameOf(`${kept.trimEnd()}…`);
}
