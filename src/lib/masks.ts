import { type Currency, DEFAULT_CURRENCY, formatMoneyNumber } from './money';

/** Input masks: '#' takes a digit; other characters appear only once a digit follows them. */

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function applyPattern(value: string, pattern: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '#') {
      out += digits[next];
      next += 1;
    } else {
      out += char;
    }
  }
  return out;
}

export const CPF_PATTERN = '###.###.###-##';
export const PHONE_PATTERN = '(##) ####-####';
export const MOBILE_PATTERN = '(##) #####-####';
export const CEP_PATTERN = '#####-###';
export const CODE_PATTERN = '######';
export const CARD_PATTERN = '#### #### #### ####';
/** American Express (15 digits) and Diners (14) group as 4-6-5 and 4-6-4. */
export const AMEX_CARD_PATTERN = '#### ###### #####';
export const DINERS_CARD_PATTERN = '#### ###### ####';
export const EXPIRY_PATTERN = '##/##';

export const maskCpf = (value: string): string => applyPattern(value, CPF_PATTERN);
export const maskCep = (value: string): string => applyPattern(value, CEP_PATTERN);
export const maskCode = (value: string): string => applyPattern(value, CODE_PATTERN);

export function maskCardNumber(value: string): string {
  const digits = onlyDigits(value);
  if (/^3[47]/.test(digits)) return applyPattern(digits, AMEX_CARD_PATTERN);
  if (/^3(0[0-5]|[68])/.test(digits)) return applyPattern(digits, DINERS_CARD_PATTERN);
  return applyPattern(digits, CARD_PATTERN);
}

/** Card expiry as MM/YY. */
export const maskExpiry = (value: string): string => applyPattern(value, EXPIRY_PATTERN);

/** Landlines have 10 digits and mobiles 11: the pattern switches when the eleventh digit arrives. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value);
  return applyPattern(digits, digits.length > 10 ? MOBILE_PATTERN : PHONE_PATTERN);
}

/**
 * Money typed like a cash register: digits fill from the right ("123456" is 1.234,56), so the
 * field never holds a float. JPY digits are whole yen.
 */
export function maskMoneyInput(value: string, currency: Currency = DEFAULT_CURRENCY): string {
  const cents = moneyInputToCents(value, currency);
  return cents === null ? '' : formatMoneyNumber(cents, currency);
}

// The contract's Money bound (999.999.999.999,99, what NUMERIC(14,2) stores): 14 digits of
// centavos, 12 of whole yen; further keystrokes are ignored like on a cash register.
const MAX_MONEY_DIGITS = { cents: 14, yen: 12 };

export function moneyInputToCents(value: string, currency: Currency = DEFAULT_CURRENCY): number | null {
  const limit = currency === 'JPY' ? MAX_MONEY_DIGITS.yen : MAX_MONEY_DIGITS.cents;
  const digits = onlyDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, limit);
  if (digits === '') return null;
  const units = Number(digits);
  return currency === 'JPY' ? units * 100 : units;
}

const MAX_CENTS = { cents: 99_999_999_999_999, yen: 99_999_999_999_900 };

/**
 * An amount pasted, dropped or filled in whole ('R$ 1.500', '12,5', '1500.50', '1.000.000,005'), read
 * as written, not as keystrokes: the cash register would make 'R$ 1.500' R$ 15,00 (audit K7). pt-BR
 * first: dots group thousands and the comma marks decimals; a lone dot before one or two digits is a
 * decimal point, as spreadsheets in English copy it. Further decimals round half up to the centavo,
 * as the API does. A sign is dropped, as the cash register drops it (the form's type gives the sign).
 * Null when the text is no amount or is above the contract's bound: the field keeps what it had.
 */
export function readWrittenAmount(text: string, currency: Currency = DEFAULT_CURRENCY): number | null {
  const cleaned = text.replace(/[\s\u00a0]|R\$|US\$|JP¥|[€£¥$]/g, '').replace(/^[-−]|[-−]$/g, '');
  let whole: string;
  let fraction = '';
  const withComma = /^(\d{1,3}(?:\.\d{3})+|\d*),(\d*)$/.exec(cleaned);
  if (withComma) [, whole = '', fraction = ''] = withComma;
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(cleaned) || /^\d+$/.test(cleaned)) whole = cleaned;
  else {
    const withPoint = /^(\d*)\.(\d+)$/.exec(cleaned);
    if (!withPoint) return null;
    [, whole = '', fraction = ''] = withPoint;
  }
  if (whole === '' && fraction === '') return null;
  const digits = whole.replace(/\./g, '').replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > 13) return null;
  const places = currency === 'JPY' ? 0 : 2;
  const kept = Number(digits + fraction.slice(0, places).padEnd(places, '0'));
  const units = kept + (Number(fraction[places] ?? '0') >= 5 ? 1 : 0);
  const cents = currency === 'JPY' ? units * 100 : units;
  return cents > (currency === 'JPY' ? MAX_CENTS.yen : MAX_CENTS.cents) ? null : cents;
}

export type MaskName = 'cpf' | 'phone' | 'cep' | 'code' | 'card' | 'expiry' | 'money';

export const masks: Record<Exclude<MaskName, 'money'>, (value: string) => string> = {
  cpf: maskCpf,
  phone: maskPhone,
  cep: maskCep,
  code: maskCode,
  card: maskCardNumber,
  expiry: maskExpiry,
};
