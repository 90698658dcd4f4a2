import * as v from 'valibot';
import { onlyDigits } from './masks';
import { messages } from './validation';

/**
 * The payment card's rules (brand, number, expiry, security code, holder) for the subscription's
 * checkout. Apart from `validation.ts`, which the sign-in form loads on every first visit: only the
 * screen that takes a card loads these (decision 422).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners' | 'elo' | 'hipercard';

// Order matters: Elo and Hipercard ranges overlap Visa's and Mastercard's prefixes.
const CARD_BRANDS: ReadonlyArray<[CardBrand, RegExp]> = [
  [
    'elo',
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763[12])|50(4175|6699|67[0-7]\d|9000)|627780|63(6297|6368)|650(0[3-5]|4[0-9]|5[0-3]|9[2-7]|541|700|720|901)|651652|655000|655021)/,
  ],
  ['hipercard', /^(606282|3841)/],
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
];

export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = onlyDigits(cardNumber);
  return CARD_BRANDS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

export function cardLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The message key for a card number, or null when valid: brand first, then length and checksum. */
export function cardNumberIssue(cardNumber: string): string | null {
  const digits = onlyDigits(cardNumber);
  if (digits.length < 14) return messages.cardNumber;
  const brand = detectCardBrand(digits);
  if (!brand) return messages.cardBrand;
  if (digits.length !== cardLength(brand) || !passesLuhn(digits)) return messages.cardNumber;
  return null;
}

export const cardNumberSchema = () =>
  v.pipe(
    v.string(messages.cardNumber),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = cardNumberIssue(dataset.value);
      if (issue) addIssue({ message: issue });
    }),
  );

/** MM/YY or MM/YYYY, not before the current month. */
export function isValidExpiry(text: string, today: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1;
}

export const expirySchema = (today?: Date) =>
  v.pipe(
    v.string(messages.expiry),
    v.check((value) => isValidExpiry(value, today), messages.expiry),
  );

export function isValidCvv(cvv: string, brand: CardBrand | null): boolean {
  return new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(cvv.trim());
}

export const cvvSchema = (brand: CardBrand | null) =>
  v.pipe(
    v.string(messages.cvv),
    v.check((value) => isValidCvv(value, brand), messages.cvv),
  );

export const cardOwnerSchema = () =>
  v.pipe(
    v.string(messages.cardOwner),
    v.check((value) => value.trim().split(/\s+/).filter(Boolean).length >= 2, messages.cardOwner),
  );
