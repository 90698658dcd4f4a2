import { fromCents, toCents } from '../../domain/money.ts';
import type { DomainTransaction, PaymentType } from '../../domain/types.ts';
import type { DetailedTransaction, TransactionRow } from '../../repositories/transactions.ts';
import type { Schemas } from '../types.ts';

type Transaction = Schemas['Transaction'];

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function presentTransaction(row: DetailedTransaction): Transaction {
  return {
    _id: row.id,
    name: row.name,
    value: fromCents(toCents(row.value)),
    date: row.date,
    paid: row.paid,
    ...(row.categoryId
      ? {
          category: {
            id: row.categoryId,
            ...optional('name', row.categoryName),
            ...optional('group', row.categoryGroup as NonNullable<Transaction['category']>['group']),
          },
        }
      : {}),
    ...(row.paymentId ? { payment: { _id: row.paymentId, ...optional('name', row.paymentName) } } : {}),
    user: { _id: row.userId, name: row.userName, ...optional('image', row.userImage) },
    ...optional('description', row.description),
    transactionType: row.transactionType as Transaction['transactionType'],
    recurrent: row.recurrent,
    ...optional('recurrentType', row.recurrentType as Transaction['recurrentType']),
    ...optional('recurrentIndex', row.recurrentIndex),
    ...optional('lastInstallment', row.lastInstallment),
    ...optional('recurrentTransactionId', row.recurrentTransactionId),
    ...optional('externalId', row.externalId),
    ...optional('bankingOperationType', row.bankingOperationType as Transaction['bankingOperationType']),
    ...optional('bankingOperationReferenceId', row.bankingOperationReferenceId),
    ...optional('bankingOperationPayment', row.bankingOperationPayment),
    ...optional('invoiceReferenceId', row.invoiceReferenceId),
    ...optional('paymentInvoiceReferenceId', row.paymentInvoiceReferenceId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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
