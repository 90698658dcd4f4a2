import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/gen/model';
import { filterRows } from './filters';
import { categoryTotals, groupTotals } from './summary';

const row = (patch: Partial<Transaction>): Transaction => ({
  _id: patch.name ?? 'x',
  name: 'x',
  value: -10,
  date: '2026-03-01',
  paid: true,
  transactionType: 'expenses',
  ...patch,
});

const rows = [
  row({
    name: 'Salário',
    value: 5000.1,
    transactionType: 'revenues',
    category: { id: 'c1', name: 'Salário' },
  }),
  row({ name: 'Açougue', value: -120.35, paid: false, category: { id: 'c2', name: 'Mercado' } }),
  row({ name: 'Feira', value: -30.3, category: { id: 'c2', name: 'Mercado' }, user: { _id: 'u2' } }),
  row({ name: 'Tesouro', value: -500, transactionType: 'investiments' }),
  row({ name: 'Transferência', value: -200, bankingOperationReferenceId: 'op' }),
];

describe('summary', () => {
  it('sums groups in centavos, leaving bank operations out', () => {
    expect(groupTotals(rows)).toEqual({
      revenues: 500_010,
      expenses: -15_065,
      investments: -50_000,
      paid: 500_010 + 3_030 + 50_000,
      total: 500_010 + 15_065 + 50_000,
    });
  });

  it('totals categories of a group, largest first', () => {
    expect(categoryTotals(rows, 'expenses', 'Sem categoria')).toEqual([
      { key: 'c2', name: 'Mercado', cents: -15_065 },
    ]);
  });

  it('leaves invoice payments and the carries they book out (decision 124)', () => {
    const card = { id: 'c3', name: 'Cartão de crédito' };
    const moves = [
      row({ name: 'Pagamento de fatura', value: -100, paymentInvoiceReferenceId: 'inv-12', category: card }),
      row({
        name: 'Crédito da fatura anterior',
        value: 26.67,
        transactionType: 'revenues',
        invoiceReferenceId: 'inv-12',
        category: card,
      }),
      row({ name: 'Residual da fatura anterior', value: -4, invoiceReferenceId: 'inv-09', category: card }),
    ];
    expect(groupTotals([...rows, ...moves])).toEqual(groupTotals(rows));
    expect(categoryTotals([...rows, ...moves], 'revenues', 'Sem categoria')).toEqual(
      categoryTotals(rows, 'revenues', 'Sem categoria'),
    );
    expect(categoryTotals([...rows, ...moves], 'expenses', 'Sem categoria')).toEqual(
      categoryTotals(rows, 'expenses', 'Sem categoria'),
    );
  });

  it('still lists the carries: they are rows of the card’s invoice', () => {
    const carry = row({ name: 'Crédito da fatura anterior', value: 26.67, invoiceReferenceId: 'inv-12' });
    const all = { query: '', group: 'all', memberId: '', status: 'all' } as const;
    expect(filterRows([...rows, carry], all)).toContain(carry);
  });
});

describe('filterRows', () => {
  const all = { query: '', group: 'all', memberId: '', status: 'all' } as const;
  it('searches ignoring accents and case', () => {
    expect(filterRows(rows, { ...all, query: 'acougue' }).map((r) => r.name)).toEqual(['Açougue']);
    expect(filterRows(rows, { ...all, query: 'MERCADO' })).toHaveLength(2);
  });
  it('filters by group, member and status', () => {
    expect(filterRows(rows, { ...all, group: 'revenues' })).toHaveLength(1);
    expect(filterRows(rows, { ...all, memberId: 'u2' }).map((r) => r.name)).toEqual(['Feira']);
    expect(filterRows(rows, { ...all, status: 'unpaid' }).map((r) => r.name)).toEqual(['Açougue']);
  });
});
