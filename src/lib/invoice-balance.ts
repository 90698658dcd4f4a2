/**
 * The invoice residual and balance threshold of spec 2 §9 (R$ 0,01), in centavos, shared by the
 * server and the SPA so both say "paid" of the same invoices (decisions 103 and 124).
 */
export const INVOICE_THRESHOLD_CENTS = 1;

/** A payment this far from what is due carries the difference into the next invoice. */
export const carriesDifference = (differenceCents: number): boolean =>
  Math.abs(differenceCents) > INVOICE_THRESHOLD_CENTS;

/** Paid: the balance (negative while owing) is at most a forgiven cent short. */
export const isInvoiceSettled = (balanceCents: number): boolean => balanceCents >= -INVOICE_THRESHOLD_CENTS;

/** What is still to pay, positive; nothing once the invoice is paid. */
export const invoiceDueCents = (balanceCents: number): number =>
  isInvoiceSettled(balanceCents) ? 0 : -balanceCents;
