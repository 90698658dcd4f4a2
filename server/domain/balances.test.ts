import { describe, expect, it } from 'vitest';
import {
  type BalanceRow,
  balanceSeries,
  categoryTotals,
  chartMonths,
  groupTotals,
  monthlySeries,
  walletBalance,
  walletBalances,
} from './balances.ts';

const row = (value: number, date: string, overrides: Partial<BalanceRow> = {}): BalanceRow => ({
  value,
  date,
  paid: true,
  paymentId: 'acc',
  categoryId: value > 0 ? 'salario' : 'mercado',
  transactionType: value > 0 ? 'revenues' : 'expenses',
  bankingOperationReferenceId: null,
  ...overrides,
});

const rows: BalanceRow[] = [
  row(500000, '2025-01-05'),
  row(-12345, '2025-01-31'),
  row(-1, '2025-02-01', { paid: false }),
  row(-20000, '2025-02-10', { categoryId: 'aluguel' }),
  row(-30000, '2025-02-11', { transactionType: 'investiments', categoryId: 'poupanca' }),
  row(-10000, '2025-02-12', { bankingOperationReferenceId: 'op1' }),
  row(10000, '2025-02-12', { bankingOperationReferenceId: 'op1', paymentId: 'cash' }),
  row(-4184, '2025-02-15', { paymentInvoiceReferenceId: 'inv' }),
  row(-999, '2025-02-28', { categoryId: 'aluguel' }),
];

describe('wallet balances', () => {
  it.each([
    [undefined, 100 + 500000 - 12345 - 20000 - 30000 - 10000 - 4184 - 999],
    ['2025-01-31', 100 + 500000 - 12345],
    ['2025-01-30', 100 + 500000],
    ['2024-12-31', 100],
  ])('acc until %s = %i (paid rows only, internal moves included)', (until, expected) => {
    expect(
      walletBalance(
        100,
        rows.filter((r) => r.paymentId === 'acc'),
        until,
      ),
    ).toBe(expected);
  });

  it('per wallet, with wallets that have no rows', () => {
    const payments = [
      { _id: 'acc', value: 0 },
      { _id: 'cash', value: 5000 },
      { _id: 'empty', value: 7 },
    ];
    expect(walletBalances(payments, rows, '2025-02-12')).toEqual({
      acc: 500000 - 12345 - 20000 - 30000 - 10000,
      cash: 15000,
      empty: 7,
    });
  });
});

describe('group and category totals leave internal movements out', () => {
  it.each([
    [{}, { revenues: 500000, expenses: -12345 - 1 - 20000 - 999, investiments: -30000 }],
    [{ paidOnly: true }, { revenues: 500000, expenses: -12345 - 20000 - 999, investiments: -30000 }],
    [
      { period: { start: '2025-02-01', end: '2025-02-28' } },
      { revenues: 0, expenses: -20000 - 1 - 999, investiments: -30000 },
    ],
    [
      { period: { start: '2025-01-31', end: '2025-02-01' } },
      { revenues: 0, expenses: -12346, investiments: 0 },
    ],
  ])('%j', (options, expected) => {
    const totals = groupTotals(rows, options);
    expect(totals).toEqual({
      ...expected,
      balance: expected.revenues + expected.expenses + expected.investiments,
    });
  });

  it.each([
    ['a credit carried from an overpaid invoice', row(2667, '2025-02-10', { invoiceReferenceId: 'inv' })],
    ['a residual carried from an underpaid invoice', row(-400, '2025-02-10', { invoiceReferenceId: 'inv' })],
  ])('%s is no revenue or expense (decision 124)', (_, carry) => {
    expect(groupTotals([...rows, carry])).toEqual(groupTotals(rows));
    expect(categoryTotals([...rows, carry], carry.transactionType)).toEqual(
      categoryTotals(rows, carry.transactionType),
    );
  });

  it('per category, largest first', () => {
    expect(categoryTotals(rows, 'expenses', { paidOnly: true }).map((c) => [c.categoryId, c.total])).toEqual([
      ['aluguel', -20999],
      ['mercado', -12345],
    ]);
  });
});

describe('six-month charts', () => {
  it.each([
    ['2025-03', ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03']],
    ['2025-06', ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']],
  ])('ending %s', (end, months) => {
    expect(chartMonths(end)).toEqual(months);
  });

  it('monthly sums per group', () => {
    const series = monthlySeries(rows, '2025-03', { paidOnly: true });
    expect(series.revenues).toEqual([0, 0, 0, 500000, 0, 0]);
    expect(series.expenses).toEqual([0, 0, 0, -12345, -20999, 0]);
    expect(series.investiments).toEqual([0, 0, 0, 0, -30000, 0]);
  });

  it('closing balance per month', () => {
    const acc = rows.filter((r) => r.paymentId === 'acc');
    expect(balanceSeries(100, acc, '2025-03')).toEqual([100, 100, 100, 487755, 422572, 422572]);
  });
});
