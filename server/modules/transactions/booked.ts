import { toDecimalString } from '../../domain/money.ts';
import type { BookedRow } from '../../domain/types.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';

/** The stored columns of a row the server books itself (invoice payment, residual carry, bank operation). */
export function bookedColumns(row: BookedRow): NewTransaction {
  return {
    userId: row.userId,
    name: row.name,
    value: toDecimalString(row.value),
    date: row.date,
    paid: row.paid,
    transactionType: row.transactionType,
    paymentId: row.paymentId,
    categoryId: row.categoryId,
    bankingOperationType: row.bankingOperationType ?? null,
    bankingOperationPayment: row.bankingOperationPayment ?? null,
    bankingOperationReferenceId: row.bankingOperationReferenceId ?? null,
    paymentInvoiceReferenceId: row.paymentInvoiceReferenceId ?? null,
    invoiceReferenceId: row.invoiceReferenceId ?? null,
  };
}
