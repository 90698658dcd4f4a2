import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import {
  checkMovement,
  checkObjective,
  finalDateFor,
  isDone,
  keptAfterAccountRemoved,
  monthlyInstallment,
  periodMonths,
  remainingCents,
} from './objectives.ts';

const amounts = (total: string, initial: string, paid: string) => ({
  total: toCents(total),
  initial: toCents(initial),
  paid: toCents(paid),
});

describe('monthly instalment = (total − initial) / months, two decimals', () => {
  it.each([
    ['30000.00', '5000.00', 12, '2083.33'],
    ['6000.00', '0', 12, '500.00'],
    ['100.00', '0', 3, '33.33'],
    ['2.00', '0', 3, '0.67'],
    ['0.05', '0', 2, '0.03'],
    ['1000.00', '1000.00', 10, '0.00'],
    ['1000.00', '0', 1, '1000.00'],
    ['999999999.99', '0', 1200, '833333.33'],
  ])('%s − %s over %i months is %s', (total, initial, months, expected) => {
    expect(monthlyInstallment(toCents(total), toCents(initial), months)).toBe(toCents(expected));
  });

  it('refuses a period under one month', () => {
    expect(() => monthlyInstallment(100, 0, 0)).toThrow(RangeError);
  });
});

describe('period', () => {
  it.each([
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-01-31', 1, '2026-02-27'],
    ['2026-03-15', 24, '2028-03-14'],
  ])('%s plus %i months ends on %s and counts back to the same months', (begin, months, final) => {
    expect(finalDateFor(begin, months)).toBe(final);
    expect(periodMonths(begin, final)).toBe(months);
  });

  it.each([
    ['2026-01-15', '2026-01-15', 1],
    ['2026-01-15', '2026-01-20', 1],
    ['2026-01-15', '2026-02-15', 2],
    ['2026-01-01', '2027-01-01', 13],
    ['2026-02-10', '2026-02-09', null],
  ])('%s to %s is %s month(s)', (begin, final, months) => {
    expect(periodMonths(begin, final)).toBe(months);
  });
});

describe('done and remaining', () => {
  it.each([
    [amounts('1000', '200', '800'), true, 0],
    [amounts('1000', '0', '999.99'), false, 1],
    [amounts('1000', '1000', '0'), true, 0],
    [amounts('1000', '0', '0'), false, 100000],
  ])('%o: done %s, missing %i cents', (state, done, missing) => {
    expect(isDone(state)).toBe(done);
    expect(remainingCents(state)).toBe(missing);
  });
});

describe('an objective whose account was removed keeps what it saved', () => {
  it.each([
    ['all its deposits went with the account', amounts('1000', '0', '100'), '100', ['100', '0', false]],
    [
      'part of them (the account was changed once)',
      amounts('1000', '50', '300'),
      '100',
      ['150', '200', false],
    ],
    ['a done objective stays done', amounts('1000', '200', '800'), '800', ['1000', '0', true]],
    ['redemptions into it weigh against', amounts('1000', '0', '100'), '-50', ['0', '150', false]],
    ['nothing moved there', amounts('1000', '100', '0'), '0', ['100', '0', false]],
  ])('%s', (_, state, removed, [initial, paid, done]) => {
    expect(keptAfterAccountRemoved(state, toCents(removed))).toEqual({
      initial: toCents(initial as string),
      paid: toCents(paid as string),
      done,
    });
  });
});

describe('objective record', () => {
  const base = { name: 'Viagem', ...amounts('1000', '100', '0'), months: 12 };
  it.each([
    [{}, undefined, null],
    [{ name: '  ' }, undefined, { problem: 'required', field: 'name' }],
    [{ total: 0 }, undefined, { problem: 'invalidValue', field: 'totalValue' }],
    [{ total: -100 }, undefined, { problem: 'invalidValue', field: 'totalValue' }],
    [{ total: 100_000_000_000_000 }, undefined, { problem: 'tooHigh', field: 'totalValue' }],
    [{ initial: -1 }, undefined, { problem: 'invalidValue', field: 'initialValue' }],
    [{ months: null }, undefined, { problem: 'invalidValue', field: 'finalDate' }],
    [{ months: 1201 }, undefined, { problem: 'tooHigh', field: 'finalDate' }],
    [{ initial: 100001 }, undefined, { problem: 'tooHigh', field: 'initialValue' }],
    [{ initial: 100001 }, 'totalValue', { problem: 'tooLow', field: 'totalValue' }],
    [{ paid: 90001 }, 'initialValue', { problem: 'tooHigh', field: 'initialValue' }],
    [{ paid: 90000 }, undefined, null],
  ] as const)('%o (edited %s) gives %o', (change, edited, expected) => {
    expect(checkObjective({ ...base, ...change }, edited)).toEqual(expected);
  });
});

describe('deposit and redemption', () => {
  const state = amounts('1000', '200', '300');
  it.each([
    [0, '2026-03-10', { problem: 'invalidValue', field: 'value' }],
    [50000, '2026-03-10', null],
    [50001, '2026-03-10', { problem: 'tooHigh', field: 'value' }],
    [-30000, '2026-03-10', null],
    [-30001, '2026-03-10', { problem: 'moreThanInvested', field: 'value' }],
    [100, '2026-03-11', { problem: 'invalidDate', field: 'date' }],
    [100, '2026-01-01', null],
  ])('%i cents on %s gives %o', (value, date, expected) => {
    expect(checkMovement(state, value, date, '2026-03-10')).toEqual(expected);
  });
});
