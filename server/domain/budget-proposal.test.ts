import { describe, expect, it } from 'vitest';
import { type ProposalRow, proposalWindows, proposeBudget } from './budget-proposal.ts';

const salary = (value: number): ProposalRow => ({ categoryId: 'salario', type: 'revenues', value });
const rent = (value: number): ProposalRow => ({ categoryId: 'aluguel', type: 'essential', value: -value });
const food = (value: number): ProposalRow => ({ categoryId: 'mercado', type: 'noessential', value: -value });
const loan = (value: number): ProposalRow => ({ categoryId: 'emprestimo', type: 'debts', value: -value });

const planned = (rows: ProposalRow[], months = 3) =>
  Object.fromEntries(proposeBudget(rows, months).lines.map((line) => [line.category, line.value]));

describe('proposeBudget', () => {
  it.each<[string, ProposalRow[], Record<string, number>]>([
    ['nothing without revenues', [rent(100_000)], {}],
    [
      'the monthly average per category, floored to the cent',
      [
        salary(500_000),
        salary(500_000),
        salary(500_001),
        rent(150_000),
        rent(150_000),
        rent(150_000),
        food(100),
      ],
      { salario: 500_000, aluguel: 150_000, mercado: 33 },
    ],
    [
      'a refund lowers its category; a category that nets to nothing is left out',
      [
        salary(900_000),
        food(30_000),
        { categoryId: 'mercado', type: 'noessential', value: 30_000 },
        rent(3_000),
      ],
      { salario: 300_000, aluguel: 1_000 },
    ],
    [
      'expenses past the revenues are scaled down to exactly the revenues',
      [salary(300_000), rent(300_000), food(150_000), loan(150_000)],
      { salario: 100_000, aluguel: 50_000, mercado: 25_000, emprestimo: 25_000 },
    ],
    [
      'the cents a scaling leaves go to the largest remainders, ties to the larger line then the id',
      [salary(300), rent(300), food(300), loan(300)],
      { salario: 100, aluguel: 34, emprestimo: 33, mercado: 33 },
    ],
  ])('%s', (_, rows, expected) => {
    expect(planned(rows)).toEqual(expected);
  });

  it('says whether it scaled and from how many months', () => {
    expect(proposeBudget([salary(300), rent(300), food(300)], 3)).toMatchObject({
      scaled: true,
      basedOnMonths: 3,
    });
    expect(proposeBudget([salary(300), rent(30)], 3)).toMatchObject({ scaled: false, basedOnMonths: 3 });
    expect(proposeBudget([rent(30)], 3)).toEqual({ lines: [], basedOnMonths: 0, scaled: false });
  });

  it('balances to the cent and never depends on row order', () => {
    const rows = [salary(1_000_003), rent(700_001), food(333_337), loan(250_009), food(17)];
    const forward = proposeBudget(rows, 3);
    const backward = proposeBudget([...rows].reverse(), 3);
    expect(backward).toEqual(forward);
    const sum = (group: (type: string) => boolean) =>
      forward.lines.filter((line) => group(line.type)).reduce((total, line) => total + line.value, 0);
    expect(sum((type) => type !== 'revenues')).toBe(sum((type) => type === 'revenues'));
  });

  it('scales sums past 2^53 exactly', () => {
    const big = 9_000_000_000_000;
    const lines = proposeBudget([salary(big), rent(big), food(big)], 1).lines;
    expect(lines.filter((line) => line.type !== 'revenues').map((line) => line.value)).toEqual([
      big / 2,
      big / 2,
    ]);
  });
});

describe('proposalWindows', () => {
  it('reads the three months before, then this month and the next two', () => {
    expect(proposalWindows('2026-02')).toEqual([
      { first: '2025-11', last: '2026-01' },
      { first: '2026-02', last: '2026-04' },
    ]);
  });
});
