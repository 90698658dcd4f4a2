/**
 * Money in the SPA is an integer number of hundredths of the currency unit ("centavos") for every
 * currency, JPY included, so sums never meet float error; only the formatter knows that JPY shows
 * no decimals. The API carries plain decimal numbers, converted here and nowhere else.
 */

export const CURRENCIES = ['BRL', 'USD', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function currencyDecimals(currency: Currency): 0 | 2 {
  return currency === 'JPY' ? 0 : 2;
}

/** The symbols CLDR gives pt-BR (a test holds them to `Intl`'s). */
const SYMBOLS: Record<Currency, string> = { BRL: 'R$', USD: 'US$', EUR: '€', GBP: '£', JPY: 'JP¥' };
const NO_BREAK_SPACE = '\u00a0';

/**
 * The digits pt-BR writes for an amount, built from the integer centavos: a dot every three digits,
 * a decimal comma, two decimals (JPY none, rounded half away from zero, as `Intl` rounds). Not
 * `Intl.NumberFormat`: the first one a page makes costs 22-75 ms here, and the month screens show
 * money in their first frame (decision 377). A test holds the output to `Intl`'s.
 */
function amountParts(cents: number, currency: Currency): { negative: boolean; digits: string } {
  const hundredths = Math.round(Math.abs(cents));
  const decimals = currencyDecimals(currency);
  const units = decimals === 0 ? Math.round(hundredths / 100) : Math.floor(hundredths / 100);
  const grouped = groupThousands(units);
  const digits = decimals === 0 ? grouped : `${grouped},${String(hundredths % 100).padStart(2, '0')}`;
  // No minus before a zero: a negated zero is no debt.
  const shown = decimals === 0 ? units : hundredths;
  return { negative: cents < 0 && shown > 0, digits };
}

/** A whole number's digits with a dot every three, as pt-BR writes them: 2542100 is '2.542.100'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
}

/** The one money formatter: pt-BR, decimal comma, thousands dot, two decimals (JPY none). */
export function formatMoney(cents: number, currency: Currency = DEFAULT_CURRENCY): string {
  const { negative, digits } = amountParts(cents, currency);
  return `${negative ? '-' : ''}${SYMBOLS[currency]}${NO_BREAK_SPACE}${digits}`;
}

/** The same digits without the currency symbol, for inputs and table cells with a symbol header. */
export function formatMoneyNumber(cents: number, currency: Currency = DEFAULT_CURRENCY): string {
  const { negative, digits } = amountParts(cents, currency);
  return `${negative ? '-' : ''}${digits}`;
}

/**
 * Parses what a person types ("1.234,56", "R$ -10", "0,5") into centavos; null when it is not an
 * amount. Dots are thousands separators and the comma is the decimal mark, as in pt-BR.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[^\d,.-]/g, '');
  const match = /^(-?)([\d.]*)(?:,(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const [, sign = '', intPart = '', fraction = ''] = match;
  const integerDigits = intPart.replace(/\./g, '');
  if (integerDigits === '' && fraction === '') return null;
  if (fraction.length > 2) return null;
  const cents = Number(integerDigits || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** API decimal (number or numeric string) to centavos, by its decimal digits, not by float math. */
export function fromApiAmount(value: number | string): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    const asNumber = Number(text);
    if (!Number.isFinite(asNumber)) throw new RangeError(`Not an amount: ${text}`);
    return Math.round(asNumber * 100);
  }
  const negative = text.startsWith('-');
  const [intPart = '0', fraction = ''] = text.replace('-', '').split('.');
  const firstTwo = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0;
  const cents = Number(intPart) * 100 + firstTwo + roundUp;
  return negative && cents !== 0 ? -cents : cents;
}

/** Centavos to the API's decimal number (two decimals; JSON prints e.g. 1234.56 exactly). */
export function toApiAmount(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Centavos must be an integer: ${cents}`);
  return cents / 100;
}

/** 'R$', 'US$', '€', '£', 'JP¥': the symbol the formatter prints, for input prefixes. */
export function currencySymbol(currency: Currency = DEFAULT_CURRENCY): string {
  return SYMBOLS[currency];
}

/**
 * Widths in em that the screen's fonts do not exceed for the characters an amount is written with,
 * bold included: DejaVu Sans Bold, Linux's system-ui, is the widest of them (digits 0.696 em, '.'
 * 0.38, 'R' 0.77, measured in Chromium); Roboto and Segoe UI are narrower.
 */
const GLYPH_EM: Record<string, number> = {
  '.': 0.38,
  ',': 0.38,
  ' ': 0.35,
  '\u00a0': 0.35,
  '-': 0.42,
  R: 0.78,
  $: 0.7,
};
const DIGIT_EM = 0.7;
const OTHER_EM = 0.82;

/**
 * How wide a formatted amount is, in em, estimated from its characters and never under: a chart
 * leaves its money axis this much room and a figure that must fit its box shrinks by it, so that
 * neither is cut (audit W1, W2; decision 032). Measuring the text would need the DOM and a layout.
 */
export function formattedWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += GLYPH_EM[char] ?? (char >= '0' && char <= '9' ? DIGIT_EM : OTHER_EM);
  return width;
}
