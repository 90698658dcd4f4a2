import { describe, expect, it } from 'vitest';
import { type BankOperationRequest, planBankOperation } from './bank-operations.ts';

const context = { today: '2025-03-10', cashWalletId: 'cash', sourceBalance: 10000, referenceId: 'ref-1' };
const request = (overrides: Partial<BankOperationRequest> = {}): BankOperationRequest => ({
  type: 'transfer',
  sourceId: 'itau',
  destinationId: 'nubank',
  value: 5000,
  date: '2025-03-10',
  categoryId: 'transferencia',
  userId: 'u1',
  ...overrides,
});

describe('planBankOperation books two rows with one reference', () => {
  it.each([
    ['transfer', request(), 'itau', 'nubank', 'Transferência'],
    ['withdraw', request({ type: 'withdraw', destinationId: 'ignored' }), 'itau', 'cash', 'Saque'],
    [
      'withdraw without destination',
      request({ type: 'withdraw', destinationId: null }),
      'itau',
      'cash',
      'Saque',
    ],
    ['deposit', request({ type: 'deposit', sourceId: null }), 'cash', 'nubank', 'Depósito'],
  ])('%s', (_, input, source, destination, name) => {
    const plan = planBankOperation(input, context);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.referenceId).toBe('ref-1');
    expect(plan.rows.map((r) => [r.paymentId, r.value, r.transactionType, r.name])).toEqual([
      [source, -5000, 'expenses', name],
      [destination, 5000, 'revenues', name],
    ]);
    expect(plan.rows.every((r) => r.paid && r.bankingOperationReferenceId === 'ref-1')).toBe(true);
    expect(plan.rows.every((r) => r.bankingOperationPayment === source && r.date === '2025-03-10')).toBe(
      true,
    );
  });

  it.each([
    ['the whole balance', 10000],
    ['one cent', 1],
  ])('allows moving %s', (_, value) => {
    expect(planBankOperation(request({ value }), context).ok).toBe(true);
  });
});

describe('planBankOperation refusals', () => {
  it.each([
    ['no source', request({ sourceId: null }), 'CAMPO OBRIGATÓRIO', 'bankingOperationPayment'],
    ['no destination', request({ destinationId: '' }), 'CAMPO OBRIGATÓRIO', 'payment'],
    ['no date', request({ date: null }), 'CAMPO OBRIGATÓRIO', 'date'],
    ['same account', request({ destinationId: 'itau' }), 'MESMA CONTA', 'payment'],
    ['withdraw from cash', request({ type: 'withdraw', sourceId: 'cash' }), 'MESMA CONTA', 'payment'],
    ['zero value', request({ value: 0 }), 'VALOR INVÁLIDO', 'value'],
    ['negative value', request({ value: -100 }), 'VALOR INVÁLIDO', 'value'],
    ['tomorrow', request({ date: '2025-03-11' }), 'DATA INVÁLIDA', 'date'],
    ['one cent above the balance', request({ value: 10001 }), 'SALDO INSUFICIENTE', 'value'],
  ])('%s', (_, input, message, field) => {
    expect(planBankOperation(input, context)).toEqual({ ok: false, kind: 'invalid', message, field });
  });

  it('a negative source balance refuses any amount', () => {
    expect(planBankOperation(request({ value: 1 }), { ...context, sourceBalance: -5 })).toMatchObject({
      message: 'SALDO INSUFICIENTE',
    });
  });
});
