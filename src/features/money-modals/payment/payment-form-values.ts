import type { AccountType, CardFlag, Payment, PaymentInput, PaymentType } from '@/api/gen/model';
import { fromApiAmount, toApiAmount } from '@/lib/money';

export const FLAGS: CardFlag[] = ['Visa', 'Mastercard', 'Hipercard', 'Elo', 'American Express'];
export const ACCOUNT_TYPES: AccountType[] = ['Conta corrente', 'Poupança'];

export interface PaymentValues {
  type: PaymentType;
  name: string;
  accountType: AccountType | '';
  initialCents: number | null;
  flag: CardFlag | '';
  closeDay: string;
  dueDay: string;
  limitCents: number | null;
}

export type PaymentErrors = Partial<Record<keyof PaymentValues, string>>;

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

const isDay = (text: string) => /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 31;
const REQUIRED = 'money-modals:validation.required';

/** Card: name, flag, close and due day 1-31, nonzero limit. Account: name and account type. */
export function validatePayment(values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!values.name.trim()) errors.name = REQUIRED;
  if (values.type === 'debit' && !values.accountType) errors.accountType = REQUIRED;
  if (values.type === 'credit') {
    if (!values.flag) errors.flag = REQUIRED;
    if (!isDay(values.closeDay)) errors.closeDay = 'money-modals:validation.day';
    if (!isDay(values.dueDay)) errors.dueDay = 'money-modals:validation.day';
    if (!values.limitCents) errors.limitCents = 'money-modals:validation.limit';
  }
  return errors;
}

export function toPaymentPayload(values: PaymentValues): PaymentInput {
  const base = { name: values.name.trim(), type: values.type };
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

/** Dinheiro and bank-imported wallets cannot be deleted. */
export const canDeletePayment = (payment: Payment) => payment.type !== 'money' && !payment.externalId;
