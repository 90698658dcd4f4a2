import * as v from 'valibot';
import { isValidCpf } from './cpf';
import { onlyDigits } from './masks';
import { trimVisible } from './text';

/**
 * Field schemas whose messages are locale keys (the field shows `t(issue.message)`). Each factory
 * takes an optional key because some screens word the same rule differently (sign-up vs profile).
 */

export const PASSWORD_MIN_LENGTH = 8;
/** The contract's `maxLength` for a new password (sign-up, the recovery link; openapi/). */
export const PASSWORD_MAX_LENGTH = 128;
/** The contract's `maxLength` on every e-mail the app sends. */
export const EMAIL_MAX_LENGTH = 254;
/** The contract's `maxLength` of a record's name and of a free-text description (decision 320). */
export const NAME_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 1000;
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
  passwordTooLong: 'common:validation.passwordTooLong',
  code: 'common:validation.code',
  cardBrand: 'common:validation.cardBrand',
  cardNumber: 'common:validation.cardNumber',
  expiry: 'common:validation.expiry',
  cvv: 'common:validation.cvv',
  cardOwner: 'common:validation.cardOwner',
  url: 'common:validation.url',
} as const;

/**
 * ajv-formats 3's `email` in its default "full" mode (node_modules/ajv-formats/dist/formats.js,
 * `fullFormats.email`), which @fastify/ajv-compiler applies to the contract's `format: email`: a
 * looser check let typos (an accent, two dots) through to the server's 400, which the screens can
 * only report as a generic failure. Copied so the SPA bundle carries no validator; validation.test.ts
 * runs one table through both so they cannot drift.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The contract's `format: email`, for the calls whose body leaves it to the server (the family invite). */
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value);

/** Trims spaces and invisible characters: a text of only those is empty (audit K4). */
export const trimmedText = v.transform(trimVisible);

export const requiredString = (message: string = messages.required) =>
  v.pipe(v.string(message), trimmedText, v.nonEmpty(message));

/** Trimmed and lower-cased, as every e-mail the app sends. */
export const emailSchema = (message: string = messages.email, requiredMessage: string = messages.required) =>
  v.pipe(
    requiredString(requiredMessage),
    v.regex(EMAIL_PATTERN, message),
    v.maxLength(EMAIL_MAX_LENGTH, message),
    v.toLowerCase(),
  );

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
/** Empty keeps the current password; a new one is held to the contract's bounds. */
export const optionalPasswordSchema = (
  message: string = messages.password,
  tooLong: string = messages.passwordTooLong,
) =>
  v.pipe(
    v.string(message),
    v.check((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, message),
    v.maxLength(PASSWORD_MAX_LENGTH, tooLong),
  );

export const activationCodeSchema = (message: string = messages.code) =>
  v.pipe(
    v.string(message),
    v.transform((value) => value.replace(/\s/g, '')),
    v.regex(new RegExp(`^\\d{${ACTIVATION_CODE_DIGITS}}$`), message),
  );

export const urlSchema = (message: string = messages.url) =>
  v.pipe(v.string(message), v.trim(), v.url(message));
