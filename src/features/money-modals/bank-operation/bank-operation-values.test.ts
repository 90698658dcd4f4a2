import { describe, expect, it } from 'vitest';
import { endsFor, toBankOperationPayload, validateBankOperation } from './bank-operation-values';

const base = { kind: 'transfer' as const, source: 'a', destination: 'b', cents: 10_000, date: '2026-03-10' };

describe('bank operation', () => {
  it.each([
    ['same account', { destination: 'a' }, { destination: 'money-modals:validation.sameAccount' }],
    ['zero value', { cents: 0 }, { cents: 'money-modals:validation.value' }],
    ['future date', { date: '2026-03-11' }, { date: 'money-modals:validation.futureDate' }],
    ['above the balance', { cents: 10_001 }, { cents: 'money-modals:validation.balance' }],
    ['the whole balance', {}, {}],
  ])('%s', (_, patch, expected) => {
    expect(validateBankOperation({ ...base, ...patch }, '2026-03-10', 10_000)).toEqual(expected);
  });

  it('sends Dinheiro as the other end of withdraws and deposits', () => {
    const cash = { _id: 'cash', name: 'Dinheiro', type: 'money' as const };
    expect(endsFor('withdraw', cash, base).destination).toBe('cash');
    expect(endsFor('deposit', cash, base).source).toBe('cash');
    expect(toBankOperationPayload(base, 'Transferência')).toMatchObject({
      bankingOperationPayment: 'a',
      payment: 'b',
      value: 100,
      paid: true,
      transactionType: 'revenues',
    });
  });
});
