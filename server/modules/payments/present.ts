import { fromCents, toCents } from '../../domain/money.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { Schemas } from '../types.ts';

type Payment = Schemas['Payment'];

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function presentPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    name: row.name,
    type: row.type as Payment['type'],
    ...optional('accountType', row.accountType as Payment['accountType']),
    value: fromCents(toCents(row.initialBalance)),
    ...optional('flag', row.flag as Payment['flag']),
    ...optional('invoiceCloseOn', row.closingDay),
    ...optional('paid', row.dueDay),
    ...optional('limit', row.limit === null ? null : fromCents(toCents(row.limit))),
    ...optional('externalId', row.externalId),
    ...optional('bankAccess', row.bankAccessId),
    ...optional('accountNumber', row.accountNumber),
    ...optional('cardNumber', row.cardNumber),
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
