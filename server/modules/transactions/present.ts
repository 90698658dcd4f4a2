import { fromCents, toCents } from '../../domain/money.ts';
import type { DomainTransaction, PaymentType } from '../../domain/types.ts';
import type { ListedTransaction, TransactionRow } from '../../repositories/transactions.ts';
import type { Schemas } from '../types.ts';

type Transaction = Schemas['Transaction'];
type Category = NonNullable<Transaction['category']>;

/**
 * A row as the wire shows it; absent values are left out, not null. Built by assignment rather
 * than object spreads: a month's listing presents hundreds of rows per request.
 */
export function presentTransaction(row: ListedTransaction): Transaction {
  const item: Transaction = {
    _id: row.id,
    name: row.name,
    value: fromCents(toCents(row.value)),
    date: row.date,
    paid: row.paid,
    user:
      row.userImage === null
        ? { _id: row.userId, name: row.userName }
        : { _id: row.userId, name: row.userName, image: row.userImage },
    transactionType: row.transactionType as Transaction['transactionType'],
    recurrent: row.recurrent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.categoryId) {
    const category: Category = { id: row.categoryId };
    if (row.categoryName !== null) category.name = row.categoryName;
    if (row.categoryGroup !== null) category.group = row.categoryGroup as Category['group'];
    item.category = category;
  }
  if (row.paymentId)
    item.payment =
      row.paymentName === null ? { _id: row.paymentId } : { _id: row.paymentId, name: row.paymentName };
  if (row.description !== null) item.description = row.description;
  if (row.recurrentType !== null) item.recurrentType = row.recurrentType as Transaction['recurrentType'];
  if (row.recurrentIndex !== null) item.recurrentIndex = row.recurrentIndex;
  if (row.lastInstallment !== null) item.lastInstallment = row.lastInstallment;
  if (row.recurrentTransactionId !== null) item.recurrentTransactionId = row.recurrentTransactionId;
  if (row.externalId !== null) item.externalId = row.externalId;
  if (row.bankingOperationType !== null)
    item.bankingOperationType = row.bankingOperationType as Transaction['bankingOperationType'];
  if (row.bankingOperationReferenceId !== null)
    item.bankingOperationReferenceId = row.bankingOperationReferenceId;
  if (row.bankingOperationPayment !== null) item.bankingOperationPayment = row.bankingOperationPayment;
  if (row.invoiceReferenceId !== null) item.invoiceReferenceId = row.invoiceReferenceId;
  if (row.paymentInvoiceReferenceId !== null) item.paymentInvoiceReferenceId = row.paymentInvoiceReferenceId;
  if (row.objectiveId !== null) item.objective = row.objectiveId;
  if (row.invoicePaid) item.invoicePaid = true;
  if (row.inCalendar) item.inCalendar = true;
  return item;
}

/** The stored row as the pure rules read it. */
export function toDomain(row: TransactionRow): DomainTransaction {
  return {
    _id: row.id,
    name: row.name,
    value: toCents(row.value),
    date: row.date,
    paid: row.paid,
    transactionType: row.transactionType as DomainTransaction['transactionType'],
    userId: row.userId,
    paymentId: row.paymentId,
    categoryId: row.categoryId,
    description: row.description,
    recurrent: row.recurrent,
    recurrentType: row.recurrentType as DomainTransaction['recurrentType'],
    recurrentIndex: row.recurrentIndex,
    lastInstallment: row.lastInstallment,
    recurrentTransactionId: row.recurrentTransactionId,
    externalId: row.externalId,
    bankingOperationReferenceId: row.bankingOperationReferenceId,
    invoiceReferenceId: row.invoiceReferenceId,
    paymentInvoiceReferenceId: row.paymentInvoiceReferenceId,
  };
}

export const paymentTypeOf = (row: { paymentType: string | null }) => row.paymentType as PaymentType | null;

/** Expenses and investments leave the wallet (negative); revenues enter it (decision 122). */
export function signed(cents: number, transactionType: string): number {
  const magnitude = Math.abs(cents);
  return transactionType === 'revenues' ? magnitude : -magnitude;
}
