import { oneLineName } from '../../../src/lib/text.ts';
import { invalidField } from '../../auth/scope.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import { fail } from '../../errors.ts';
import type { NewPayment, PaymentRow } from '../../repositories/payments.ts';
import type { Schemas } from '../types.ts';

type PaymentWrite = Schemas['PaymentPatch'];
type Columns = Omit<NewPayment, 'userId'>;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The payment modal's rules (spec 2 section 5) on the record as it will be: a bank account needs
 * name and account type; a card name, flag, close day, due day and a positive limit.
 */
function check(record: Columns): void {
  const required = (value: unknown, field: string) => {
    if (!present(value)) throw invalidField(MESSAGES.requiredField, field);
  };
  required(record.name === undefined ? undefined : oneLineName(record.name), 'name');
  if (record.type === 'debit') required(record.accountType, 'accountType');
  if (record.type === 'credit') {
    required(record.flag, 'flag');
    required(record.closingDay, 'invoiceCloseOn');
    required(record.dueDay, 'paid');
    required(record.limit, 'limit');
    // A limit at or below zero left the wallets screen with 'Limite disponível' below nothing.
    if (toCents(record.limit as string) <= 0) throw invalidField(MESSAGES.invalidValue, 'limit');
  }
}

/** Wire fields to columns; fields that do not apply to the kind are dropped. */
function columns(body: PaymentWrite, type: string): Partial<Columns> {
  const out: Partial<Columns> = {};
  if (body.name !== undefined) out.name = oneLineName(body.name);
  if (body.value !== undefined) out.initialBalance = toDecimalString(toCents(body.value));
  if (type === 'debit' && body.accountType !== undefined) out.accountType = body.accountType;
  if (type === 'credit') {
    if (body.flag !== undefined) out.flag = body.flag;
    if (body.invoiceCloseOn !== undefined) out.closingDay = body.invoiceCloseOn;
    if (body.paid !== undefined) out.dueDay = body.paid;
    if (body.limit !== undefined) out.limit = toDecimalString(toCents(body.limit));
  }
  return out;
}

export function newPaymentColumns(body: Schemas['PaymentInput']): Columns {
  // The cash wallet comes with the account; a second one would split the cash balance.
  if (body.type === 'money') throw fail(400, 'money.cashWalletExists');
  const record = { type: body.type, ...columns(body, body.type) } as Columns;
  check(record);
  return record;
}

/** A change of an own, editable wallet; the kind of a wallet is fixed. */
export function paymentChange(current: PaymentRow, body: PaymentWrite): Partial<Columns> {
  if (current.isDefault) throw fail(403, 'money.cashWalletLocked');
  if (body.type !== undefined && body.type !== current.type) throw fail(400, 'money.paymentTypeLocked');
  const change = columns(body, current.type);
  // Decision 171: an imported account's initial value is what makes its balance the bank's.
  const movedInitial =
    change.initialBalance !== undefined && toCents(change.initialBalance) !== toCents(current.initialBalance);
  if (current.externalId && movedInitial) throw fail(403, 'money.importedValueLocked');
  check({ ...current, ...change });
  return change;
}
