import { describe, expect, it } from 'vitest';
import {
  emptyObjective,
  initialSchema,
  issueOf,
  keys,
  movementSchema,
  type ObjectiveValues,
  objectiveValuesOf,
  periodSchema,
  toObjectivePatch,
  toObjectivePayload,
} from './objective-values';
import { createFakeObjective } from './testing';

describe('period field', () => {
  it.each([
    ['', 'months', keys.required],
    ['  ', 'months', keys.required],
    ['0', 'months', keys.invalidValue],
    ['1,5', 'months', keys.invalidValue],
    ['1', 'months', undefined],
    ['1200', 'months', undefined],
    ['1201', 'months', keys.tooHigh],
    ['100', 'years', undefined],
    ['101', 'years', keys.tooHigh],
  ] as const)('%j %s gives %s', (text, unit, expected) => {
    expect(issueOf(periodSchema(unit), text)).toBe(expected);
  });
});

describe('initial value', () => {
  it.each([
    [null, 100_000, 0, undefined],
    [100_000, 100_000, 0, undefined],
    [100_001, 100_000, 0, keys.tooHigh],
    [50_000, 100_000, 50_001, keys.tooHigh],
  ])('%s of %i with %i paid gives %s', (cents, total, paid, expected) => {
    expect(issueOf(initialSchema(total, paid), cents)).toBe(expected);
  });
});

describe('deposit and redeem value', () => {
  it.each([
    ['deposit', null, 1000, keys.invalidValue],
    ['deposit', 0, 1000, keys.invalidValue],
    ['deposit', 1000, 1000, undefined],
    ['deposit', 1001, 1000, keys.tooHigh],
    ['redeem', 1001, 1000, keys.moreThanInvested],
    ['redeem', 500, 1000, undefined],
  ] as const)('%s %s against %i gives %s', (direction, cents, limit, expected) => {
    expect(issueOf(movementSchema(direction, limit), cents)).toBe(expected);
  });
});

describe('payload', () => {
  it('sends the period as begin and final dates, amounts with two decimals', () => {
    const values = {
      ...emptyObjective(),
      category: 'casar' as const,
      name: ' Casamento ',
      totalCents: 1_234_567,
    };
    expect(
      toObjectivePayload({ ...values, period: '2', unit: 'years', payment: 'p1' }, '2026-01-31'),
    ).toEqual({
      name: 'Casamento',
      category: 'casar',
      totalValue: 12345.67,
      initialValue: 0,
      beginDate: '2026-01-31',
      finalDate: '2028-01-30',
      payment: 'p1',
    });
  });

  it('reads a stored objective back into the wizard, in years when whole', () => {
    expect(objectiveValuesOf(createFakeObjective())).toMatchObject({
      period: '1',
      unit: 'years',
      totalCents: 3_000_000,
    });
    const sixMonths = createFakeObjective({ beginDate: '2026-01-01', finalDate: '2026-06-30' });
    expect(objectiveValuesOf(sixMonths)).toMatchObject({ period: '6', unit: 'months' });
  });
});

describe('an edit sends what the person changed, and nothing else (audit U5)', () => {
  const objective = createFakeObjective({ beginDate: '2026-01-10', finalDate: '2027-01-10' });
  it.each<[string, Partial<ObjectiveValues>, object]>([
    ['walked through without a change', {}, {}],
    ['renamed', { name: 'Viagem U' }, { name: 'Viagem U' }],
    ['a new total', { totalCents: 4_000_000 }, { totalValue: 40000 }],
    ['two years instead of one', { period: '2', unit: 'years' }, { finalDate: '2028-01-09' }],
    ['another account', { payment: 'conta-2' }, { payment: 'conta-2' }],
  ])('%s', (_case, change, expected) => {
    expect(toObjectivePatch({ ...objectiveValuesOf(objective), ...change }, objective)).toEqual(expected);
  });
});
