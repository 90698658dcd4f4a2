import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type BankOperationValues,
  bankOperationSchema,
  fixedEnd,
  toBankOperationPayload,
} from './bank-operation-values';

const base: BankOperationValues = {
  kind: 'transfer',
  source: 'a',
  destination: 'b',
  cents: 10_000,
  date: '2026-03-10',
};

/** The first message per field, as the form shows them. */
function validateBankOperation(values: BankOperationValues, today: string, balance: number | undefined) {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(
    bankOperationSchema(() => ({ today, sourceBalanceCents: balance })),
    values,
  ).issues ?? []) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return errors;
}

describe('bank operation', () => {
  it.each([
    ['same account', { destination: 'a' }, { destination: 'money-modals:validation.sameAccount' }],
    ['zero value', { cents: 0 }, { cents: 'money-modals:validation.value' }],
    ['future date', { date: '2026-03-11' }, { date: 'money-modals:validation.date' }],
    ['above the balance', { cents: 10_001 }, { cents: 'money-modals:validation.balance' }],
    ['the whole balance', {}, {}],
    [
      'no ends',
      { source: '', destination: '' },
      { source: 'money-modals:validation.required', destination: 'money-modals:validation.required' },
    ],
  ])('%s', (_, patch, expected) => {
    expect(validateBankOperation({ ...base, ...patch }, '2026-03-10', 10_000)).toEqual(expected);
  });

  it('takes any value while the balance is unknown', () => {
    expect(validateBankOperation({ ...base, cents: 99_999_999 }, '2026-03-10', undefined)).toEqual({});
  });

  it('sends Dinheiro as the other end of withdraws and deposits', () => {
    const cash = { _id: 'cash', name: 'Dinheiro', type: 'money' as const };
    expect(fixedEnd('withdraw', cash)).toEqual({ destination: 'cash' });
    expect(fixedEnd('deposit', cash)).toEqual({ source: 'cash' });
    expect(fixedEnd('transfer', cash)).toEqual({});
    expect(toBankOperationPayload(base, 'Transferência')).toMatchObject({
      bankingOperationPayment: 'a',
      payment: 'b',
      value: 100,
      paid: true,
      transactionType: 'revenues',
    });
  });
});
