import { describe, expect, it } from 'vitest';
import { accumulatedOver, defaultLines, fillPlan, type PlannedMonth, planningMonths } from './budget-plan.ts';

const ids = () => {
  let next = 0;
  return () => `id-${++next}`;
};
const month = (key: string, value: number, accumulated = 0): PlannedMonth => ({
  month: key,
  accumulated,
  lines: [
    { _id: `${key}-s`, category: 'salario', type: 'revenues', value },
    { _id: `${key}-a`, category: 'aluguel', type: 'essential', value: 1000 },
  ],
});

describe('planningMonths', () => {
  it('covers 12 months across the year end', () => {
    const months = planningMonths('2026-11');
    expect(months).toHaveLength(12);
    expect([months[0], months[2], months[11]]).toEqual(['2026-11', '2027-01', '2027-10']);
  });
});

describe('fillPlan', () => {
  it.each([
    ['nothing without a plan', [], planningMonths('2026-03'), []],
    [
      'the months after the plan, copying the latest one',
      [month('2026-03', 5000), month('2026-05', 7000)],
      planningMonths('2026-02', 6),
      ['2026-04', '2026-06', '2026-07'],
    ],
    ['nothing when every month exists', [month('2026-03', 1)], ['2026-03'], []],
  ])('%s', (_, stored, months, created) => {
    expect(fillPlan(stored, months, ids()).map((budget) => budget.month)).toEqual(created);
  });

  it('copies the lines of the latest earlier plan with new ids', () => {
    const filled = fillPlan([month('2026-03', 5000), month('2026-05', 7000)], ['2026-04', '2026-06'], ids());
    expect(filled.map((budget) => budget.lines[0]?.value)).toEqual([5000, 7000]);
    expect(filled[0]?.lines[0]?._id).toBe('id-1');
    expect(filled[0]?.accumulated).toBe(0);
  });
});

describe('defaultLines', () => {
  it('starts with the salary revenue', () => {
    expect(defaultLines('sal', ids())).toEqual([
      { _id: 'id-1', category: 'sal', type: 'revenues', value: 0 },
    ]);
    expect(defaultLines(undefined, ids())).toEqual([]);
  });
});

describe('accumulatedOver', () => {
  it('opens with the first month accumulated and adds each planned balance', () => {
    expect(accumulatedOver([month('2026-04', 3000, 99), month('2026-03', 5000, 10_000)])).toBe(
      10_000 + 4000 + 2000,
    );
    expect(accumulatedOver([])).toBe(0);
  });
});
