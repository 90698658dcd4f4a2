import { isValidCpf } from '../../../src/lib/cpf.ts';
import { isIsoDate } from '../../../src/lib/dates.ts';
import { oneLineName } from '../../../src/lib/text.ts';
import { badRequest } from '../../errors.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const digitsOf = (value: string) => value.replace(/\D/g, '');

export function checkCpf(cpf: string): string {
  if (!isValidCpf(cpf)) throw badRequest('errors.invalidCpf', 'cpf');
  return digitsOf(cpf);
}

export function checkPhone(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length < 10 || digits.length > 11) throw badRequest('errors.invalidPhone', 'phoneNumber');
  return digits;
}

const INSTANT = /^(\d{4}-\d{2}-\d{2})T[^Z+-]*(Z|([+-])(\d{2}):(\d{2}))$/;
const MINUTE_MS = 60_000;

/**
 * A birth date is the day the client wrote, at the offset it wrote it in: `2000-01-15T00:00:00Z`
 * (the plain ISO form of a date) read at São Paulo's offset was 14/01 (audit X4), while the SPA's
 * São Paulo midnight (`T03:00Z`) and the social sign-up's noon UTC were right by luck. Today is
 * allowed, tomorrow (at that same offset) is not. It is kept as that day's noon UTC, a time that is
 * the same day in every Brazilian zone and in the reading of decision 163.
 */
export function checkBirthdate(iso: string, now = new Date()): Date {
  const parts = INSTANT.exec(iso);
  if (!parts?.[1] || !isIsoDate(parts[1]) || Number.isNaN(Date.parse(iso)))
    throw badRequest('errors.birthdateInFuture', 'birthdate');
  const sign = parts[3] === '-' ? -1 : 1;
  const offsetMinutes = parts[2] === 'Z' ? 0 : sign * (Number(parts[4]) * 60 + Number(parts[5]));
  const today = new Date(now.getTime() + offsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
  const day = parts[1];
  if (day > today) throw badRequest('errors.birthdateInFuture', 'birthdate');
  return new Date(`${day}T12:00:00.000Z`);
}

/** A built-in avatar (`avatar1` to `avatar10`) or an image address. */
export function checkImage(image: string): string {
  if (/^avatar([1-9]|10)$/.test(image) || /^https?:\/\/\S+$/.test(image)) return image;
  throw badRequest('errors.invalidAvatar', 'image');
}

export function checkName(name: string): string {
  const trimmed = oneLineName(name);
  if (!trimmed) throw badRequest('errors.fieldRequired', 'name');
  return trimmed;
}
