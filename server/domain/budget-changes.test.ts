import { describe, expect, it } from 'vitest';
import {
  applyChange,
  carriedLines,
  checkChangeShape,
  type LineChange,
  limitOfChange,
} from './budget-changes.ts';
import type { BudgetLine } from './budget-lines.ts';

describe('checkChangeShape', () => {
  it.each([
    ['an add with a category', { mode: 'add', type: 'essential', category: 'c' }, null],
    ['an add without a category', { mode: 'add', type: 'essential' }, 'category'],
    ['a delete without line nor category', { mode: 'delete', type: 'essential' }, '_id'],
    [
      'repetition with instalments',
      { mode: 'add', type: 'debts', category: 'c', recurrentType: 'monthly', lastInstallment: 3 },
      'lastInstallment',
    ],
  ] as const)('%s', (_, change, field) => {
    const result = checkChangeShape(change);
    expect(result.ok ? null : result.field).toBe(field);
  });
});

const salary: BudgetLine = { _id: 's', category: 'salario', type: 'revenues', value: 500_000 };
const rent: BudgetLine = { _id: 'r', category: 'aluguel', type: 'essential', value: 150_000, day: 5 };
const ids = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('limitOfChange', () => {
  it('measures expense limits against the month revenues', () => {
    const change: LineChange = { mode: 'edit', type: 'essential', category: 'aluguel', budgetValue: 40 };
    expect(limitOfChange(change, [salary, rent])).toEqual({ ok: true, value: 200_000 });
    expect(
      limitOfChange({ ...change, budgetValue: undefined, value: 500_001 }, [salary, rent]),
    ).toMatchObject({
      message: 'VALOR ULTRAPASSA AS RECEITAS',
    });
    expect(limitOfChange({ ...change, mode: 'add' }, [rent])).toMatchObject({
      message: 'CADASTRE UMA RECEITA PRIMEIRO',
    });
  });
});

describe('applyChange', () => {
  const primary = { primary: true, newId: ids() };
  const following = { primary: false, newId: ids() };
  it('adds, edits and deletes lines', () => {
    const added = applyChange(
      [salary],
      { mode: 'add', type: 'essential', category: 'aluguel', day: 5 },
      1000,
      primary,
    );
    expect(added).toEqual({
      ok: true,
      lines: [salary, { _id: 'new-1', category: 'aluguel', type: 'essential', value: 1000, day: 5 }],
    });
    const edited = applyChange([salary, rent], { mode: 'edit', _id: 'r', type: 'essential' }, 2000, primary);
    expect(edited).toEqual({ ok: true, lines: [salary, { ...rent, value: 2000 }] });
    expect(applyChange([salary, rent], { mode: 'delete', _id: 'r', type: 'essential' }, 0, primary)).toEqual({
      ok: true,
      lines: [salary],
    });
  });

  it('adding a planned category edits it instead of doubling it', () => {
    const result = applyChange([rent], { mode: 'add', type: 'essential', category: 'aluguel' }, 7, primary);
    expect(result).toEqual({ ok: true, lines: [{ ...rent, value: 7 }] });
  });

  it('refuses to edit or delete an unplanned category in the edited month only', () => {
    const change: LineChange = { mode: 'edit', type: 'essential', category: 'aluguel' };
    expect(applyChange([salary], change, 5, primary)).toMatchObject({
      ok: false,
      message: 'Categoria não está inclusa no planejamento',
    });
    expect(applyChange([salary], change, 5, following)).toMatchObject({
      ok: true,
      lines: [salary, { value: 5 }],
    });
    expect(applyChange([salary], { ...change, mode: 'delete' }, 0, following)).toEqual({
      ok: true,
      lines: [salary],
    });
  });

  it('finds the following months lines by category', () => {
    const next: BudgetLine = { ...rent, _id: 'other-id' };
    expect(
      applyChange([next], { mode: 'edit', _id: 'r', category: 'aluguel', type: 'essential' }, 9, following),
    ).toEqual({
      ok: true,
      lines: [{ ...next, value: 9 }],
    });
  });
});

describe('carriedLines', () => {
  it('copies plain monthly limits only', () => {
    const lines: BudgetLine[] = [
      salary,
      { ...rent, recurrentType: 'monthly' },
      { _id: 'i', category: 'ipva', type: 'essential', value: 1, recurrentType: 'annual' },
      { _id: 'p', category: 'emprestimo', type: 'debts', value: 1, lastInstallment: 4 },
    ];
    expect(carriedLines(lines, ids()).map((line) => line.category)).toEqual(['salario', 'aluguel']);
  });
});
