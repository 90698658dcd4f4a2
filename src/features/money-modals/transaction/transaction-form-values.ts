import * as v from 'valibot';
import type {
  Category,
  LinkedTransactionInput,
  PaymentType,
  RecurrentType,
  Transaction,
  TransactionInput,
  TransactionType,
} from '@/api/gen/model';
import { ptBrNames } from '@/lib/collation';
import { todayIso } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { oneLineName } from '@/lib/text';
import { trimmedText } from '@/lib/validation';
import { dateField } from '../shared/date-field';
import { keys } from '../shared/messages';

export const TRANSACTION_TYPES: TransactionType[] = ['expenses', 'revenues', 'investiments'];
export const RECURRENCES: RecurrentType[] = [
  'annual',
  'semiannual',
  'monthly',
  'fortnightly',
  'weekly',
  'daily',
];
export const MAX_INSTALLMENTS = 360;

const TransactionObject = v.object({
  transactionType: v.picklist(TRANSACTION_TYPES),
  name: v.pipe(v.string(), trimmedText, v.nonEmpty(keys.required)),
  /** Centavos as typed (always positive); the sign comes from the type. */
  cents: v.pipe(
    v.nullable(v.number()),
    v.check((cents) => Boolean(cents), keys.value),
  ),
  date: dateField,
  category: v.string(),
  payment: v.string(),
  description: v.string(),
  paid: v.boolean(),
  repeat: v.boolean(),
  recurrentType: v.picklist(RECURRENCES),
  installments: v.boolean(),
  installmentCount: v.number(),
  /** Edit mode: also keep the item as a monthly reminder in the calendar (decision 202). */
  addToCalendar: v.boolean(),
});

export type TransactionValues = v.InferInput<typeof TransactionObject>;

/**
 * Spec 2 section 5: value nonzero, name, category (except a credit-card revenue), date and payment
 * required, instalments 1x to 360x and no more than the value's centavos. The wallet's kind
 * decides the category rule, so the schema is made for the wallets the person has.
 */
export function transactionSchema(paymentTypeOf: (paymentId: string) => PaymentType | undefined) {
  return v.pipe(
    TransactionObject,
    v.forward(
      v.partialCheck([['payment']], (input) => input.payment !== '', keys.required),
      ['payment'],
    ),
    v.forward(
      v.partialCheck(
        [['category'], ['transactionType'], ['payment']],
        (input) =>
          input.category !== '' ||
          (input.transactionType === 'revenues' && paymentTypeOf(input.payment) === 'credit'),
        keys.required,
      ),
      ['category'],
    ),
    v.forward(
      v.partialCheck(
        [['installments'], ['installmentCount']],
        (input) =>
          !input.installments || (input.installmentCount >= 1 && input.installmentCount <= MAX_INSTALLMENTS),
        keys.value,
      ),
      ['installmentCount'],
    ),
    // Decision 486: each instalment is at least one centavo, never a R$ 0,00 row.
    v.forward(
      v.partialCheck(
        [['installments'], ['installmentCount'], ['cents']],
        (input) => !input.installments || !input.cents || input.installmentCount <= input.cents,
        keys.value,
      ),
      ['installmentCount'],
    ),
  );
}

export function emptyValues(transactionType: TransactionType = 'expenses'): TransactionValues {
  return {
    transactionType,
    name: '',
    cents: null,
    date: todayIso(),
    category: '',
    payment: '',
    description: '',
    paid: false,
    repeat: false,
    recurrentType: 'monthly',
    installments: false,
    installmentCount: 2,
    addToCalendar: false,
  };
}

export function valuesOf(transaction: Transaction): TransactionValues {
  return {
    ...emptyValues(transaction.transactionType),
    name: transaction.name,
    cents: Math.abs(fromApiAmount(transaction.value)),
    date: transaction.date,
    category: transaction.category?.id ?? '',
    payment: transaction.payment?._id ?? '',
    description: transaction.description ?? '',
    paid: transaction.paid,
  };
}

/**
 * Categories a type may use, by name in Portuguese order (audit I2): expenses also take debts,
 * which come after them (the form heads each group).
 */
export function categoriesFor(categories: readonly Category[], type: TransactionType): Category[] {
  const groups = type === 'expenses' ? ['expenses', 'debts'] : [type];
  return categories
    .filter((category) => groups.includes(category.group))
    .sort((a, b) => groups.indexOf(a.group) - groups.indexOf(b.group) || ptBrNames().compare(a.name, b.name));
}

/** The write model: revenues positive, expenses and investments negative; a card row is paid. */
export function toPayload(values: TransactionValues, paymentType: PaymentType | undefined): TransactionInput {
  const cents = values.cents ?? 0;
  const signed = values.transactionType === 'revenues' ? cents : -cents;
  return {
    name: oneLineName(values.name),
    value: toApiAmount(signed),
    date: values.date,
    transactionType: values.transactionType,
    payment: values.payment,
    paid: paymentType === 'credit' ? true : values.paid,
    ...(values.category ? { category: values.category } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...(values.repeat ? { recurrent: true, recurrentType: values.recurrentType } : {}),
    ...(values.installments && values.installmentCount > 1
      ? { lastInstallment: values.installmentCount }
      : {}),
  };
}

/**
 * Why an edited row keeps some fields: a bank-imported row (spec 2 section 5), or a card purchase
 * whose invoice has had a payment (decision 125).
 */
export type Lock = 'imported' | 'paidInvoice';

export function lockOf(original: Transaction | undefined): Lock | undefined {
  if (original?.externalId) return 'imported';
  if (original?.invoicePaid) return 'paidInvoice';
  return undefined;
}

/** The payload keys each lock keeps as they are. */
export const LOCKED_FIELDS: Record<Lock, ReadonlySet<string>> = {
  imported: new Set(['value', 'date', 'payment', 'description']),
  paidInvoice: new Set(['value', 'date', 'payment']),
};

const NOTHING_LOCKED: ReadonlySet<string> = new Set();

/** What an edit sends: only changed fields, and none of a locked row's kept ones. */
export function toPatch(
  values: TransactionValues,
  original: Transaction,
  paymentType: PaymentType | undefined,
) {
  const full = toPayload(values, paymentType);
  const lock = lockOf(original);
  const locked = lock ? LOCKED_FIELDS[lock] : NOTHING_LOCKED;
  const before = toPayload(valuesOf(original), paymentType);
  return Object.fromEntries(
    Object.entries(full).filter(
      ([key, value]) =>
        !locked.has(key) &&
        key !== 'recurrent' &&
        key !== 'recurrentType' &&
        key !== 'lastInstallment' &&
        before[key as keyof TransactionInput] !== value,
    ),
  ) as Partial<TransactionInput>;
}

/** The calendar item an edit adds: a monthly reminder on the row's day, with its name, category and wallet. */
export function toCalendarItem(values: TransactionValues, transactionId: string): LinkedTransactionInput {
  const { value, name, category, payment, transactionType } = toPayload(values, undefined);
  return {
    transaction: { name, payment, transactionType, ...(category ? { category } : {}) },
    originalName: name,
    value,
    day: Number(values.date.slice(8, 10)),
    // The row it comes from: a paid one makes the item start paid in its month (decision 466).
    transactionId,
  };
}

/** What an edit's `applyForAll` would also change, so what the modal asks before saving. */
export type ApplyQuestion = 'sameName' | 'series';

/** The fields an applyForAll edit copies to a series' following members (decision 101). */
const SERIES_FIELDS: ReadonlySet<string> = new Set(['name', 'value', 'category', 'payment', 'description']);

/**
 * A bank-imported row whose name or category changes asks spec 2's same-name question (the server
 * renames the other imported rows of that name). A member of a repetition or an instalment purchase
 * whose shared fields change asks whether the following members change too: a rent raise or a salary
 * moved to the bank is rarely meant for one month (audit I1). Any other edit changes one row and asks
 * nothing (decision 140).
 */
export function applyQuestion(
  values: TransactionValues,
  original: Transaction,
  paymentType: PaymentType | undefined,
): ApplyQuestion | undefined {
  const changed = Object.keys(toPatch(values, original, paymentType));
  if (original.externalId)
    return changed.includes('name') || changed.includes('category') ? 'sameName' : undefined;
  if (original.recurrentTransactionId && changed.some((key) => SERIES_FIELDS.has(key))) return 'series';
  return undefined;
}
