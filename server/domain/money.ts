import type { Cents, Currency } from './types.ts';

/** Minor-unit decimals per currency; JPY has none. */
const DECIMALS: Record<Currency, number> = { BRL: 2, USD: 2, EUR: 2, GBP: 2, JPY: 0 };

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

export function currencyDecimals(currency: Currency = 'BRL'): number {
  return DECIMALS[currency];
}

/**
 * An amount (usually a sum) outside what a JSON number carries to the cent: beyond 2^53 centavos,
 * about R$ 90 trillion. Rows are bounded by the contract and NUMERIC(14,2); sums of many are not, so
 * a read that adds them answers 400 with a message instead of a wrong total (decision 323).
 */
export class CentsOutOfRange extends RangeError {}

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new CentsOutOfRange(`Not an integer amount of cents: ${value}`);
  return value;
}

/**
 * Decimal amount (JSON number or NUMERIC string) to integer minor units, rounding half away from
 * zero. Parsing the decimal text instead of multiplying avoids float error (1.005 -> 101, not 100).
 */
export function toCents(value: number | string, currency: Currency = 'BRL'): Cents {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const text = String(value).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole + fraction === '') throw new RangeError(`Not an amount: ${text}`);
  const digits = whole + fraction;
  const point = whole.length + Number(exponent) + currencyDecimals(currency);
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const roundingDigit = point < 0 ? '0' : (digits[point] ?? '0');
  const magnitude = Number(kept) + (roundingDigit >= '5' ? 1 : 0);
  if (magnitude === 0) return 0;
  return assertCents(sign === '-' ? -magnitude : magnitude);
}

/** Minor units to the wire/database number (2 decimals, none for JPY). */
export function fromCents(cents: Cents, currency: Currency = 'BRL'): number {
  return assertCents(cents) / 10 ** currencyDecimals(currency);
}

/** Minor units as exact decimal text, for NUMERIC(14,2) parameters. */
export function toDecimalString(cents: Cents, currency: Currency = 'BRL'): string {
  const decimals = currencyDecimals(currency);
  const magnitude = String(Math.abs(assertCents(cents))).padStart(decimals + 1, '0');
  const sign = cents < 0 ? '-' : '';
  if (decimals === 0) return sign + magnitude;
  return `${sign}${magnitude.slice(0, -decimals)}.${magnitude.slice(-decimals)}`;
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return assertCents(total);
}

export function negate(cents: Cents): Cents {
  return cents === 0 ? 0 : -assertCents(cents);
}

/**
 * Splits a total into n parts of the same sign that add up exactly; the leftover cents go one
 * each to the first parts (100 / 3 -> 34, 33, 33), as card issuers charge them.
 */
export function splitCents(total: Cents, parts: number): Cents[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Invalid number of parts: ${parts}`);
  const magnitude = Math.abs(assertCents(total));
  const base = Math.floor(magnitude / parts);
  const remainder = magnitude - base * parts;
  return Array.from({ length: parts }, (_, index) => {
    const part = base + (index < remainder ? 1 : 0);
    return total < 0 ? negate(part) : part;
  });
}

/**
 * Stored amounts keep two decimals for every currency (NUMERIC(14,2), cents in the code); this is
 * how many of those cents one minor unit of the currency is: 1 for BRL, 100 for JPY (whole yen).
 */
export function centsPerMinorUnit(currency: Currency = 'BRL'): number {
  return 10 ** (2 - currencyDecimals(currency));
}

/** Whether an amount in cents is written in the currency's own units (no fractional yen). */
export function fitsCurrency(cents: Cents, currency: Currency = 'BRL'): boolean {
  return cents % centsPerMinorUnit(currency) === 0;
}
