import * as v from 'valibot';
import type {
  AccountType,
  CardFlag,
  Payment,
  PaymentInput,
  PaymentPatch,
  PaymentType,
} from '@/api/gen/model';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { oneLineName } from '@/lib/text';
import { trimmedText } from '@/lib/validation';
import { keys } from '../shared/messages';

export const FLAGS: CardFlag[] = ['Visa', 'Mastercard', 'Hipercard', 'Elo', 'American Express'];
export const ACCOUNT_TYPES: AccountType[] = ['Conta corrente', 'Poupança'];

export const PAYMENT_KINDS: PaymentType[] = ['money', 'debit', 'credit'];

const isDay = (text: string) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 31;

const PaymentObject = v.object({
  type: v.picklist(PAYMENT_KINDS),
  name: v.pipe(v.string(), trimmedText, v.nonEmpty(keys.required)),
  accountType: v.union([v.literal(''), v.picklist(ACCOUNT_TYPES)]),
  initialCents: v.nullable(v.number()),
  flag: v.union([v.literal(''), v.picklist(FLAGS)]),
  closeDay: v.string(),
  dueDay: v.string(),
  limitCents: v.nullable(v.number()),
});

export type PaymentValues = v.InferInput<typeof PaymentObject>;

/** Card: name, flag, close and due day 1-31, nonzero limit. Account: name and account type. */
export const PaymentSchema = v.pipe(
  PaymentObject,
  v.forward(
    v.partialCheck(
      [['type'], ['accountType']],
      (input) => input.type !== 'debit' || input.accountType !== '',
      keys.required,
    ),
    ['accountType'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['flag']],
      (input) => input.type !== 'credit' || input.flag !== '',
      keys.required,
    ),
    ['flag'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['closeDay']],
      (input) => input.type !== 'credit' || isDay(input.closeDay),
      keys.day,
    ),
    ['closeDay'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['dueDay']],
      (input) => input.type !== 'credit' || isDay(input.dueDay),
      keys.day,
    ),
    ['dueDay'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['limitCents']],
      (input) => input.type !== 'credit' || Boolean(input.limitCents),
      keys.limit,
    ),
    ['limitCents'],
  ),
);

export const emptyPayment = (): PaymentValues => ({
  type: 'debit',
  name: '',
  accountType: '',
  initialCents: null,
  flag: '',
  closeDay: '',
  dueDay: '',
  limitCents: null,
});

export function paymentValuesOf(payment: Payment): PaymentValues {
  return {
    type: payment.type,
    name: payment.name,
    accountType: payment.accountType ?? '',
    initialCents: payment.value === undefined ? null : fromApiAmount(payment.value),
    flag: payment.flag ?? '',
    closeDay: payment.invoiceCloseOn ? String(payment.invoiceCloseOn) : '',
    dueDay: payment.paid ? String(payment.paid) : '',
    limitCents: payment.limit === undefined ? null : fromApiAmount(payment.limit),
  };
}

export function toPaymentPayload(values: PaymentValues): PaymentInput {
  const base = { name: oneLineName(values.name), type: values.type };
  if (values.type === 'credit') {
    return {
      ...base,
      flag: values.flag as CardFlag,
      invoiceCloseOn: Number(values.closeDay),
      paid: Number(values.dueDay),
      limit: toApiAmount(values.limitCents ?? 0),
    };
  }
  return {
    ...base,
    ...(values.type === 'debit' ? { accountType: values.accountType as AccountType } : {}),
    value: toApiAmount(values.initialCents ?? 0),
  };
}

/**
 * What an edit sends: the fields the person changed, and nothing they left as the modal showed it.
 * A whole-form PATCH put back any field another session changed meanwhile (audit U5: the other
 * person's 'Saldo inicial' went back to the figure this tab had read).
 */
export function toPaymentPatch(values: PaymentValues, original: Payment): PaymentPatch {
  const next = toPaymentPayload(values);
  const before = toPaymentPayload(paymentValuesOf(original));
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof PaymentInput] !== value),
  ) as PaymentPatch;
}

/** Dinheiro and bank-imported wallets cannot be deleted. */
export const canDeletePayment = (payment: Payment) => payment.type !== 'money' && !payment.externalId;
