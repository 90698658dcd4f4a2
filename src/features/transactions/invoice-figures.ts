import type { Invoice } from '@/api/gen/model';
import { fromApiAmount } from '@/lib/money';

export interface InvoiceFigures {
  /** 'Valor da fatura': what the invoice's purchases come to, less the credits used on them. */
  dueCents: number;
  /** 'Créditos e estornos já descontados': the credits used on this invoice's purchases. */
  creditsCents: number;
  creditNames: string[];
}

/**
 * An invoice's value and the credits it used (decisions 169 and 034). A credit this invoice could
 * not use moves on to the next one (`creditCarried`); the part of it that came in through this
 * invoice's own items (a credit passing through, a refund larger than the purchases) is deducted
 * there, not here. Without that, a credit passing through an invoice with no purchases read
 * '-R$ 30,00' on it and was deducted again on the next (audit AD1). What an over-payment adds to
 * the credit is no item of this invoice and never changes its value.
 */
export function invoiceFigures(invoice: Invoice | undefined): InvoiceFigures {
  const items = invoice?.items ?? [];
  const itemsCents = items.reduce((sum, item) => sum + fromApiAmount(item.value), 0);
  const credits = items.filter((item) => item.value > 0);
  const creditsIn = credits.reduce((sum, item) => sum + fromApiAmount(item.value), 0);
  const passedOn = Math.min(fromApiAmount(invoice?.creditCarried ?? 0), Math.max(0, itemsCents));
  return {
    dueCents: passedOn - itemsCents,
    creditsCents: creditsIn - passedOn,
    creditNames: credits.map((item) => item.name),
  };
}
