import { describe, expect, it } from 'vitest';
import { planSeriesDelete, planSeriesEdit, type SeriesRow } from './series-changes.ts';

const series = (recurrent: boolean, lastInstallment: number | null): SeriesRow[] =>
  [1, 2, 3, 4].map((index) => ({
    _id: `t${index}`,
    recurrent,
    recurrentIndex: index,
    lastInstallment,
    recurrentTransactionId: 's',
  }));

const repetition = series(true, null);
const purchase = series(false, 4);
const single: SeriesRow[] = [
  { _id: 'x', recurrent: false, recurrentIndex: null, lastInstallment: null, recurrentTransactionId: null },
];

describe('planSeriesEdit', () => {
  it.each([
    ['one member only', repetition, 't2', false, ['t2']],
    ['this and the following', repetition, 't2', true, ['t2', 't3', 't4']],
    ['the last member', purchase, 't4', true, ['t4']],
    ['a single transaction', single, 'x', true, ['x']],
  ])('%s', (_, rows, target, applyForAll, ids) => {
    const changes = planSeriesEdit(rows, target, { name: 'Academia', value: -9000 }, applyForAll);
    expect(changes.update.map((change) => change.id)).toEqual(ids);
    expect(changes.delete).toEqual([]);
  });

  it('copies only the shared fields to the following members', () => {
    const patch = { name: 'Aluguel', date: '2025-02-10', paid: true, categoryId: 'c9' };
    const changes = planSeriesEdit(repetition, 't3', patch, true);
    expect(changes.update).toEqual([
      { id: 't3', patch },
      { id: 't4', patch: { name: 'Aluguel', categoryId: 'c9' } },
    ]);
  });

  it.each([
    ['a repetition from any member on', repetition, 't2', true, { name: 'Aluguel' }],
    ['a repetition, one member only', repetition, 't4', false, undefined],
    ['an instalment purchase', purchase, 't2', true, undefined],
  ])('template of %s (decision 106)', (_, rows, target, applyForAll, template) => {
    const patch = { name: 'Aluguel', date: '2025-02-10', paid: true };
    expect(planSeriesEdit(rows, target, patch, applyForAll).template).toEqual(template);
  });

  it('a date-only change touches only the target', () => {
    expect(planSeriesEdit(repetition, 't1', { date: '2025-01-02' }, true).update).toHaveLength(1);
  });

  it('refuses an unknown target', () => {
    expect(() => planSeriesEdit(repetition, 'nope', {}, true)).toThrow(RangeError);
  });
});

describe('planSeriesDelete', () => {
  it.each([
    ['one repetition member', repetition, 't3', false, ['t3'], []],
    ['a repetition from the 3rd on', repetition, 't3', true, ['t3', 't4'], ['t1', 't2']],
    ['a repetition from the 1st on', repetition, 't1', true, ['t1', 't2', 't3', 't4'], []],
    ['one instalment', purchase, 't2', false, ['t2'], []],
    ['a whole purchase from any instalment', purchase, 't3', true, ['t1', 't2', 't3', 't4'], []],
    ['a single transaction', single, 'x', true, ['x'], []],
  ])('%s', (_, rows, target, applyForAll, deleted, closed) => {
    const changes = planSeriesDelete(rows, target, applyForAll);
    expect(changes.delete).toEqual(deleted);
    expect(changes.update.map((change) => change.id)).toEqual(closed);
  });

  it('closes the kept repetition members at the last kept index', () => {
    const changes = planSeriesDelete(repetition, 't3', true);
    expect(changes.update.map((change) => change.patch)).toEqual([
      { lastInstallment: 2 },
      { lastInstallment: 2 },
    ]);
  });
});
