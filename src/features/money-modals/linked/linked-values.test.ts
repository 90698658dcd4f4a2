import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cappedDay, keptDay, LinkedSchema, linkedValuesOf, toLinkedPatch } from './linked-values';

const linked = { _id: 'l1', transaction: { name: 'Academia' }, value: -99.9, day: 30 };

describe('linked transaction edit', () => {
  it('needs a name and a nonzero value', () => {
    const issues = v.safeParse(LinkedSchema, { name: ' ', cents: 0, day: '5' }).issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [v.getDotPath(issue), issue.message]))).toEqual({
      name: 'money-modals:validation.required',
      cents: 'money-modals:validation.value',
    });
    expect(v.is(LinkedSchema, linkedValuesOf(linked))).toBe(true);
  });

  it.each([
    ['30', '2026-02', 28],
    ['30', '2024-02', 29],
    ['31', '2026-03', 31],
    ['0', '2026-03', 1],
    ['', '2026-03', 1],
  ] as const)('day %s in %s is %i', (day, month, expected) => {
    expect(cappedDay(day, month)).toBe(expected);
  });

  it.each([
    ['an untouched dia 31 in November stays 31', '31', 31, '2026-11', 31],
    ['an untouched dia 31 in February stays 31', '31', 31, '2027-02', 31],
    ['a day typed past the month is capped', '31', 5, '2026-11', 30],
    ['a day typed within the month is kept', '12', 5, '2026-11', 12],
  ] as const)('%s (audit J7)', (_case, typed, stored, month, expected) => {
    expect(keptDay(typed, { ...linked, day: stored }, month)).toBe(expected);
    expect(
      toLinkedPatch({ name: 'Academia', cents: 9_990, day: typed }, { ...linked, day: stored }, month).day,
    ).toBe(expected);
  });

  it('keeps the sign and sends the capped day', () => {
    expect(toLinkedPatch({ name: 'Academia Fit ', cents: 12_000, day: '31' }, linked, '2026-02')).toEqual({
      transaction: { name: 'Academia Fit' },
      value: -120,
      day: 28,
    });
  });
});
