import { describe, expect, it } from 'vitest';
import { fromCents, negate, splitCents, sumCents, toCents, toDecimalString } from './money.ts';
import type { Currency } from './types.ts';

describe('toCents', () => {
  it.each<[number | string, Currency, number]>([
    [0, 'BRL', 0],
    [1, 'BRL', 100],
    [0.1 + 0.2, 'BRL', 30],
    [1.005, 'BRL', 101],
    [-1.005, 'BRL', -101],
    [19.99, 'BRL', 1999],
    [-19.99, 'BRL', -1999],
    ['123.45', 'BRL', 12345],
    ['-0.01', 'BRL', -1],
    ['0.011', 'BRL', 1],
    ['0.015', 'BRL', 2],
    ['-0.004', 'BRL', 0],
    ['.5', 'BRL', 50],
    ['7.', 'BRL', 700],
    ['+2.50', 'BRL', 250],
    ['1e2', 'BRL', 10000],
    [1e-7, 'BRL', 0],
    [0.000006, 'BRL', 0],
    ['999999999999.99', 'BRL', 99999999999999],
    [1234, 'JPY', 1234],
    ['1234.50', 'JPY', 1235],
    ['1234.49', 'JPY', 1234],
  ])('%s %s -> %i', (input, currency, expected) => {
    expect(toCents(input, currency)).toBe(expected);
  });

  it.each([['abc'], [''], ['1,50'], ['1.2.3'], [Number.NaN], [Number.POSITIVE_INFINITY], ['-']])(
    'refuses %s',
    (input) => {
      expect(() => toCents(input)).toThrow(RangeError);
    },
  );

  it('never returns negative zero', () => {
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
  });
});

describe('fromCents and toDecimalString', () => {
  it.each<[number, Currency, number, string]>([
    [0, 'BRL', 0, '0.00'],
    [1, 'BRL', 0.01, '0.01'],
    [-5, 'BRL', -0.05, '-0.05'],
    [12345, 'BRL', 123.45, '123.45'],
    [-100000, 'BRL', -1000, '-1000.00'],
    [1234, 'JPY', 1234, '1234'],
    [-7, 'JPY', -7, '-7'],
  ])('%i %s -> %d / %s', (cents, currency, number, text) => {
    expect(fromCents(cents, currency)).toBe(number);
    expect(toDecimalString(cents, currency)).toBe(text);
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it.each(['0.01', '19.99', '-0.07', '123456.78'])('round-trips %s through JSON', (text) => {
    expect(JSON.stringify(fromCents(toCents(text)))).toBe(text);
  });
});

describe('sumCents and negate', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[10, 20, -5], 25],
    [Array.from({ length: 10 }, () => 10), 100],
  ])('sum of %j is %i', (values, expected) => {
    expect(sumCents(values)).toBe(expected);
  });

  it.each([
    [5, -5],
    [-5, 5],
    [0, 0],
  ])('negate(%i) = %i', (value, expected) => {
    expect(Object.is(negate(value), expected)).toBe(true);
  });
});

describe('splitCents', () => {
  it.each<[number, number, number[]]>([
    [100, 1, [100]],
    [100, 3, [34, 33, 33]],
    [-100, 3, [-34, -33, -33]],
    [2, 3, [1, 1, 0]],
    [1000, 4, [250, 250, 250, 250]],
    [1001, 4, [251, 250, 250, 250]],
  ])('%i into %i -> %j', (total, parts, expected) => {
    expect(splitCents(total, parts)).toEqual(expected);
  });

  it.each([
    [100_000, 360],
    [-99_999_99, 360],
    [1, 360],
    [123_456_789, 7],
  ])('%i into %i parts adds up to the cent', (total, parts) => {
    const split = splitCents(total, parts);
    expect(split).toHaveLength(parts);
    expect(sumCents(split)).toBe(total);
    expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
  });

  it.each([[0], [-1], [1.5]])('refuses %d parts', (parts) => {
    expect(() => splitCents(100, parts)).toThrow(RangeError);
  });
});
