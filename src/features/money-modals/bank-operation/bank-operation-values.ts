import type { BankingOperationType, Payment, TransactionInput } from '@/api/gen/model';
import { toApiAmount } from '@/lib/money';

export interface BankOperationValues {
  kind: BankingOperationType;
  source: string;
  destination: string;
  cents: number | null;
  date: string;
}

export type BankOperationErrors = Partial<Record<keyof BankOperationValues, string>>;

const REQUIRED = 'money-modals:validation.required';

/**
 * Decision 104's checks in its order: ends and date present, ends different ('MESMA CONTA'), value
 * above 0, date not after today, value not above the source balance when it is known.
 */
export function validateBankOperation(
  values: BankOperationValues,
  today: string,
  sourceBalanceCents: number | undefined,
): BankOperationErrors {
  const errors: BankOperationErrors = {};
  if (!values.source) errors.source = REQUIRED;
  if (!values.destination) errors.destination = REQUIRED;
  if (!values.date) errors.date = REQUIRED;
  if (values.source && values.source === values.destination)
    errors.destination = 'money-modals:validation.sameAccount';
  if (!values.cents || values.cents <= 0) errors.cents = 'money-modals:validation.value';
  else if (sourceBalanceCents !== undefined && values.cents > sourceBalanceCents) {
    errors.cents = 'money-modals:validation.balance';
  }
  if (values.date && values.date > today) errors.date = 'money-modals:validation.futureDate';
  return errors;
}

/** Withdraws end in Dinheiro and deposits start there (decision 104). */
export function endsFor(kind: BankingOperationType, cash: Payment | undefined, values: BankOperationValues) {
  if (kind === 'withdraw') return { ...values, destination: cash?._id ?? '' };
  if (kind === 'deposit') return { ...values, source: cash?._id ?? '' };
  return values;
}

export function toBankOperationPayload(values: BankOperationValues, name: string): TransactionInput {
  return {
    name,
    bankingOperationType: values.kind,
    bankingOperationPayment: values.source,
    payment: values.destination,
    value: toApiAmount(values.cents ?? 0),
    date: values.date,
    paid: true,
    transactionType: 'revenues',
  };
}
