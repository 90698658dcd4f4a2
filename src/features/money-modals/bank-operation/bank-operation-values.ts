import * as v from 'valibot';
import type { BankingOperationType, Payment, TransactionInput } from '@/api/gen/model';
import { toApiAmount } from '@/lib/money';
import { dateField } from '../shared/date-field';
import { keys } from '../shared/messages';

export const OPERATION_KINDS: BankingOperationType[] = ['deposit', 'withdraw', 'transfer'];

const BankOperationObject = v.object({
  kind: v.picklist(OPERATION_KINDS),
  source: v.pipe(v.string(), v.nonEmpty(keys.required)),
  destination: v.pipe(v.string(), v.nonEmpty(keys.required)),
  cents: v.pipe(
    v.nullable(v.number()),
    v.check((cents) => cents !== null && cents > 0, keys.value),
  ),
  date: dateField,
});

export type BankOperationValues = v.InferInput<typeof BankOperationObject>;

export interface BankOperationContext {
  today: string;
  /** The source's balance once it has loaded. */
  sourceBalanceCents: number | undefined;
}

/**
 * Decision 104's checks: ends and date present, ends different ('MESMA CONTA'), value above 0, date
 * not after today, value not above the source balance when it is known. The balance loads after
 * the source is chosen, so the schema asks for the context when it runs.
 */
export function bankOperationSchema(context: () => BankOperationContext) {
  return v.pipe(
    BankOperationObject,
    v.forward(
      v.partialCheck([['date']], (input) => input.date <= context().today, keys.date),
      ['date'],
    ),
    v.forward(
      v.partialCheck(
        [['source'], ['destination']],
        (input) => input.source !== input.destination,
        keys.sameAccount,
      ),
      ['destination'],
    ),
    v.forward(
      v.partialCheck(
        [['source'], ['cents']],
        (input) => {
          const balance = context().sourceBalanceCents;
          return balance === undefined || (input.cents ?? 0) <= balance;
        },
        keys.balance,
      ),
      ['cents'],
    ),
  );
}

/** Withdraws end in Dinheiro and deposits start there (decision 104): the end the kind fixes. */
export function fixedEnd(
  kind: BankingOperationType,
  cash: Payment | undefined,
): Partial<Pick<BankOperationValues, 'source' | 'destination'>> {
  if (kind === 'withdraw') return { destination: cash?._id ?? '' };
  if (kind === 'deposit') return { source: cash?._id ?? '' };
  return {};
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
