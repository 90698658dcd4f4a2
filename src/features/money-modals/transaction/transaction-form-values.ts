import type {
  Category,
  PaymentType,
  RecurrentType,
  Transaction,
  TransactionInput,
  TransactionType,
} from '@/api/gen/model';
import { todayIso } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';

export interface TransactionValues {
  transactionType: TransactionType;
  name: string;
  /** Centavos as typed (always positive); the sign comes from the type. */
  cents: number | null;
  date: string;
  category: string;
  payment: string;
  description: string;
  paid: boolean;
  repeat: boolean;
  recurrentType: RecurrentType;
  installments: boolean;
  installmentCount: number;
}

export type TransactionErrors = Partial<Record<keyof TransactionValues, string>>;

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

/** Categories a type may use: expenses also take debts. */
export function categoriesFor(categories: readonly Category[], type: TransactionType): Category[] {
  const groups = type === 'expenses' ? ['expenses', 'debts'] : [type];
  return categories.filter((category) => groups.includes(category.group));
}

/** Spec 2 section 5; messages are locale keys of money-modals. */
export function validateTransaction(
  values: TransactionValues,
  paymentType: PaymentType | undefined,
): TransactionErrors {
  const errors: TransactionErrors = {};
  if (!values.cents) errors.cents = 'money-modals:validation.value';
  if (!values.name.trim()) errors.name = 'money-modals:validation.required';
  const cardRevenue = paymentType === 'credit' && values.transactionType === 'revenues';
  if (!values.category && !cardRevenue) errors.category = 'money-modals:validation.required';
  if (!values.date) errors.date = 'money-modals:validation.required';
  if (!values.payment) errors.payment = 'money-modals:validation.required';
  if (values.installments && (values.installmentCount < 1 || values.installmentCount > 360)) {
    errors.installmentCount = 'money-modals:validation.value';
  }
  return errors;
}

/** The write model: revenues positive, expenses and investments negative; a card row is paid. */
export function toPayload(values: TransactionValues, paymentType: PaymentType | undefined): TransactionInput {
  const cents = values.cents ?? 0;
  const signed = values.transactionType === 'revenues' ? cents : -cents;
  return {
    name: values.name.trim(),
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

/** What an edit sends: only changed fields, and none of a bank-imported row's locked ones. */
export function toPatch(
  values: TransactionValues,
  original: Transaction,
  paymentType: PaymentType | undefined,
) {
  const full = toPayload(values, paymentType);
  const locked = original.externalId
    ? new Set(['value', 'date', 'payment', 'description'])
    : new Set<string>();
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

/** The apply-to-all question comes when a name or category changes. */
export function asksApplyForAll(values: TransactionValues, original: Transaction): boolean {
  return values.name.trim() !== original.name || values.category !== (original.category?.id ?? '');
}
