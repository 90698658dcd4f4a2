import { isValidCpf } from '../../../src/lib/cpf.ts';
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

/** Birth dates are compared by day in São Paulo: today is allowed, tomorrow is not. */
export function checkBirthdate(iso: string, now = new Date()): Date {
  const date = new Date(iso);
  const day = (value: Date) => value.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  if (Number.isNaN(date.getTime()) || day(date) > day(now))
    throw badRequest('errors.birthdateInFuture', 'birthdate');
  return date;
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
