import { describe, expect, it } from 'vitest';
import { largestExpenses, type SpendingRow } from './largest.ts';

const row = (over: Partial<SpendingRow>): SpendingRow => ({
  name: 'Despesa',
  value: -10,
  date: '2026-05-03',
  paid: true,
  transactionType: 'expenses',
  ...over,
});

describe('largestExpenses', () => {
  it('keeps paid expenses only, largest first, five at most', () => {
    const rows = [
      row({ name: 'Aluguel', value: -1500 }),
      row({ name: 'Não pago', value: -9000, paid: false }),
      row({ name: 'Salário', value: 6000, transactionType: 'revenues' }),
      row({ name: 'Fatura paga', value: -2000, paymentInvoiceReferenceId: 'inv-1' }),
      row({ name: 'Transferência', value: -700, bankingOperationReferenceId: 'op-1' }),
      row({ name: 'Residual da fatura anterior', value: -800, invoiceReferenceId: 'inv-0' }),
      row({ name: 'Mercado', value: -487.35 }),
      ...['a', 'b', 'c', 'd'].map((name) => row({ name, value: -1 })),
    ];
    expect(largestExpenses(rows).map((item) => [item.name, item.cents])).toEqual([
      ['Aluguel', 150000],
      ['Mercado', 48735],
      ['a', 100],
      ['b', 100],
      ['c', 100],
    ]);
  });
});
