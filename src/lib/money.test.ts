import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  type Currency,
  currencySymbol,
  formatMoney,
  formatMoneyNumber,
  formattedWidthEm,
  fromApiAmount,
  parseMoney,
  toApiAmount,
} from './money';

const nb = '\u00a0';

describe('formatMoney', () => {
  it.each<[number, Currency, string]>([
    [0, 'BRL', `R$${nb}0,00`],
    [123456, 'BRL', `R$${nb}1.234,56`],
    [-123456789, 'BRL', `-R$${nb}1.234.567,89`],
    [5, 'BRL', `R$${nb}0,05`],
    [100000, 'USD', `US$${nb}1.000,00`],
    [99, 'EUR', `€${nb}0,99`],
    [250000, 'GBP', `£${nb}2.500,00`],
    [150000, 'JPY', `JP¥${nb}1.500`],
    [150050, 'JPY', `JP¥${nb}1.501`],
    [-150050, 'JPY', `-JP¥${nb}1.501`],
  ])('%i centavos in %s is %s', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });

  it('defaults to BRL', () => {
    expect(formatMoney(100)).toBe(`R$${nb}1,00`);
  });

  it('writes no minus before a zero', () => {
    expect(formatMoney(-0)).toBe(`R$${nb}0,00`);
    expect(formatMoney(-40, 'JPY')).toBe(`JP¥${nb}0`);
    expect(formatMoneyNumber(-0.4)).toBe('0,00');
  });

  it('keeps every centavo where a float would lose them', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(`R$${nb}90.071.992.547.409,91`);
  });

  it('rounds fractional centavos half away from zero', () => {
    expect(formatMoney(0.5)).toBe(`R$${nb}0,01`);
    expect(formatMoney(-100.5)).toBe(`-R$${nb}1,01`);
  });

  // The formatter is written by hand for speed (decision 377); Intl is what it must read like.
  it.each(CURRENCIES)('writes %s exactly as Intl.NumberFormat does for pt-BR', (currency) => {
    const digits = currency === 'JPY' ? 0 : 2;
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    const withSymbol = new Intl.NumberFormat('pt-BR', { ...options, style: 'currency', currency });
    const plain = new Intl.NumberFormat('pt-BR', { ...options, style: 'decimal' });
    const display = (cents: number) =>
      currency === 'JPY' ? Math.sign(cents) * Math.round(Math.abs(cents) / 100) : cents / 100;
    // Up to R$ 100 billion, where Intl's float input still carries every centavo.
    const amounts = fc.oneof(
      fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
      fc.integer({ min: -1e13, max: 1e13 }),
    );
    fc.assert(
      fc.property(
        amounts.filter((cents) => display(cents) !== 0),
        (cents) =>
          formatMoney(cents, currency) === withSymbol.format(display(cents)) &&
          formatMoneyNumber(cents, currency) === plain.format(display(cents)),
      ),
      { numRuns: 2000 },
    );
    expect(currencySymbol(currency)).toBe(
      withSymbol.formatToParts(0).find((part) => part.type === 'currency')?.value,
    );
  });

  it('formats without symbol for inputs', () => {
    expect(formatMoneyNumber(123456)).toBe('1.234,56');
    expect(formatMoneyNumber(123456, 'JPY')).toBe('1.235');
  });
});

describe('parseMoney', () => {
  it.each<[string, number | null]>([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['0,5', 50],
    ['10', 1000],
    ['-10,01', -1001],
    [',99', 99],
    ['', null],
    ['abc', null],
    ['1,234', null],
    ['1,2,3', null],
  ])('%j is %j', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });
});

describe('API amounts', () => {
  it.each<[number | string, number]>([
    [1234.56, 123456],
    [0.1, 10],
    [4.35, 435],
    [1.15, 115],
    [-0.07, -7],
    [100, 10000],
    ['19.9', 1990],
    ['0.005', 1],
    [1e21, 1e23],
  ])('%j from the API is %i centavos', (value, cents) => {
    expect(fromApiAmount(value)).toBe(cents);
  });

  it('round-trips centavos through the wire format without float error', () => {
    for (const cents of [0, 1, 10, 435, 115, 123456, -999999, 1_000_000_01]) {
      const wire = JSON.parse(JSON.stringify({ v: toApiAmount(cents) })).v as number;
      expect(fromApiAmount(wire)).toBe(cents);
    }
    expect(JSON.stringify(toApiAmount(123456))).toBe('1234.56');
  });

  it('refuses fractional centavos and non-amounts', () => {
    expect(() => toApiAmount(1.5)).toThrow(RangeError);
    expect(() => fromApiAmount('x')).toThrow(RangeError);
  });
});

describe('currencySymbol', () => {
  it.each<[Currency, string]>([
    ['BRL', 'R$'],
    ['USD', 'US$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', 'JP¥'],
  ])('%s is %s', (currency, symbol) => {
    expect(currencySymbol(currency)).toBe(symbol);
  });
});

describe('formattedWidthEm', () => {
  it.each([
    [`R$${nb}0,00`, 0.78 + 0.7 + 0.35 + 0.7 + 0.38 + 1.4],
    [`-R$${nb}1.500.000,00`, 0.42 + 0.78 + 0.7 + 0.35 + 9 * 0.7 + 3 * 0.38],
    [`US$${nb}1,00`, 0.82 + 0.82 + 0.7 + 0.35 + 3 * 0.7 + 0.38],
  ])('%s is about %f em', (text, em) => {
    expect(formattedWidthEm(text)).toBeCloseTo(em, 6);
  });

  it('grows with every digit, so a longer amount never gets less room', () => {
    expect(formattedWidthEm(formatMoney(100_000_000_000_00))).toBeGreaterThan(
      formattedWidthEm(formatMoney(99_999_999_999_99)),
    );
  });
});
