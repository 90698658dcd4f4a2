import type { PaymentType, Transaction } from '@/api/gen/model';

/**
 * Spec 2 sections 4-5 as the screen applies them before calling (the server answers the same
 * texts when it is asked anyway, decision 105). `paymentType` is the kind of the row's wallet.
 */

export type Refusal = 'toggle' | 'edit' | 'delete';

const isOwn = (transaction: Transaction, userId: string) =>
  !transaction.user?._id || transaction.user._id === userId;

/** Card rows have no toggle at all; the others show it and may refuse with the popup. */
export function hasPaidToggle(paymentType: PaymentType | undefined): boolean {
  return paymentType !== 'credit';
}

/** An invoice's payment and its carries take their paid state from the invoice (decision 105). */
export function canTogglePaid(transaction: Transaction, userId: string): boolean {
  return (
    !transaction.bankingOperationReferenceId &&
    !transaction.invoiceReferenceId &&
    !transaction.paymentInvoiceReferenceId &&
    !transaction.objective &&
    transaction.value !== 0 &&
    !transaction.externalId &&
    isOwn(transaction, userId)
  );
}

export function canEdit(transaction: Transaction, paymentType: PaymentType | undefined): boolean {
  const cardInstallment = paymentType === 'credit' && isInstallment(transaction);
  return (
    !transaction.bankingOperationReferenceId &&
    !transaction.invoiceReferenceId &&
    !transaction.paymentInvoiceReferenceId &&
    !transaction.objective &&
    !cardInstallment
  );
}

/**
 * An objective's rows change only through the objective (decision 485); a purchase of an invoice
 * that has had a payment stays with it (decision 125).
 */
export function canDelete(transaction: Transaction): boolean {
  return (
    !transaction.invoiceReferenceId &&
    !transaction.externalId &&
    !transaction.objective &&
    !transaction.invoicePaid
  );
}

/** Edit and delete icons show only on the owner's rows that have a payment and no invoice reference. */
export function showsRowActions(transaction: Transaction, userId: string): boolean {
  return isOwn(transaction, userId) && Boolean(transaction.payment?._id) && !transaction.invoiceReferenceId;
}

/**
 * A member of an instalment purchase ('2/10'). A stopped repetition's kept members carry a
 * `lastInstallment` too (decision 101 closes them with it), but stay `recurrent` (audit J9).
 */
export function isInstallment(transaction: Transaction): boolean {
  return !transaction.recurrent && (transaction.lastInstallment ?? 1) > 1;
}

/** Whether a row belongs to a series the delete may extend to (applyForAll). */
export function isInSeries(transaction: Transaction): boolean {
  return Boolean(transaction.recurrentTransactionId) || (transaction.lastInstallment ?? 1) > 1;
}
