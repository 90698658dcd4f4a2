import * as v from 'valibot';
import { isValidCpf } from './cpf';
import { onlyDigits } from './masks';

/**
 * Field schemas whose messages are locale keys (the field shows `t(issue.message)`). Each factory
 * takes an optional key because some screens word the same rule differently (sign-up vs profile).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_DIGITS = 10;
export const CEP_DIGITS = 8;
export const ACTIVATION_CODE_DIGITS = 6;

export const messages = {
  required: 'common:validation.required',
  email: 'common:validation.email',
  cpf: 'common:validation.cpf',
  phone: 'common:validation.phone',
  cep: 'common:validation.cep',
  password: 'common:validation.passwordTooShort',
  code: 'common:validation.code',
  cardBrand: 'common:validation.cardBrand',
  cardNumber: 'common:validation.cardNumber',
  expiry: 'common:validation.expiry',
  cvv: 'common:validation.cvv',
  cardOwner: 'common:validation.cardOwner',
  url: 'common:validation.url',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredString = (message: string = messages.required) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Trimmed and lower-cased, as every e-mail the app sends. */
export const emailSchema = (message: string = messages.email, requiredMessage: string = messages.required) =>
  v.pipe(requiredString(requiredMessage), v.regex(EMAIL_PATTERN, message), v.toLowerCase());

export const cpfSchema = (message: string = messages.cpf) =>
  v.pipe(v.string(message), v.check(isValidCpf, message));

export const phoneSchema = (message: string = messages.phone) =>
  v.pipe(
    v.string(message),
    v.check((value) => onlyDigits(value).length >= PHONE_MIN_DIGITS, message),
  );

export const cepSchema = (message: string = messages.cep) =>
  v.pipe(
    v.string(message),
    v.check((value) => onlyDigits(value).length === CEP_DIGITS, message),
  );

export const passwordSchema = (
  message: string = messages.password,
  requiredMessage: string = messages.required,
) =>
  v.pipe(v.string(requiredMessage), v.nonEmpty(requiredMessage), v.minLength(PASSWORD_MIN_LENGTH, message));

/** Profile edit: an empty password means "keep the current one". */
export const optionalPasswordSchema = (message: string = messages.password) =>
  v.pipe(
    v.string(message),
    v.check((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, message),
  );

export const activationCodeSchema = (message: string = messages.code) =>
  v.pipe(
    v.string(message),
    v.transform((value) => value.replace(/\s/g, '')),
    v.regex(new RegExp(`^\\d{${ACTIVATION_CODE_DIGITS}}$`), message),
  );

export const urlSchema = (message: string = messages.url) =>
  v.pipe(v.string(message), v.trim(), v.url(message));
