import * as v from 'valibot';
import { todayIso } from '@/lib/dates';
import { onlyDigits } from '@/lib/masks';
import {
  activationCodeSchema,
  cpfSchema,
  emailSchema,
  messages,
  PASSWORD_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  passwordSchema,
  requiredString,
} from '@/lib/validation';

/** Field messages are locale keys; the catalogue texts live in locales/pt-BR/auth.json. */
export const keys = {
  allRequired: 'auth:validation.allRequired',
  name: 'auth:validation.name',
  email: 'auth:validation.email',
  cpf: 'auth:validation.cpf',
  passwordRequired: 'auth:validation.passwordRequired',
  passwordMin: 'auth:validation.passwordMin',
  passwordMax: 'auth:validation.passwordMax',
  terms: 'auth:validation.terms',
  code: 'auth:validation.code',
  phone: 'auth:validation.phone',
  birthdate: 'auth:validation.birthdate',
  gender: 'auth:validation.gender',
} as const;

export const LoginSchema = v.object({
  // A malformed e-mail never reaches the account check: the contract answers 400, a reply the login
  // screen has no words for.
  email: emailSchema(keys.email, keys.allRequired),
  password: v.pipe(v.string(keys.allRequired), v.nonEmpty(keys.allRequired)),
});
export type LoginValues = v.InferInput<typeof LoginSchema>;

export const ClientSelectSchema = v.object({ clientId: requiredString(messages.required) });

const signUpEmail = emailSchema(keys.email, keys.email);
const acceptedTerms = v.pipe(v.boolean(keys.terms), v.value(true, keys.terms));
const newPassword = v.pipe(
  passwordSchema(keys.passwordMin, keys.passwordRequired),
  v.maxLength(PASSWORD_MAX_LENGTH, keys.passwordMax),
);

export const SignUpSchema = v.object({
  name: requiredString(keys.name),
  email: signUpEmail,
  cpf: cpfSchema(keys.cpf),
  password: newPassword,
  terms: acceptedTerms,
});
export type SignUpValues = v.InferInput<typeof SignUpSchema>;

const optionalEmail = v.union([v.literal(''), signUpEmail], keys.email);
const optionalPhone = v.pipe(
  v.string(),
  v.check((value) => value === '' || onlyDigits(value).length >= PHONE_MIN_DIGITS, keys.phone),
);
/** A date input gives 'YYYY-MM-DD'; a birth date in the future is a typo. */
const optionalBirthdate = v.pipe(
  v.string(),
  v.check(
    (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && value <= todayIso()),
    keys.birthdate,
  ),
);

/** Second step of a social sign-up: the provider vouched for the person, so no password. */
export const SocialStepSchema = v.object({
  name: requiredString(keys.name),
  email: optionalEmail,
  cpf: cpfSchema(keys.cpf),
  birthdate: optionalBirthdate,
  gender: v.picklist(['', 'Male', 'Female'], keys.gender),
  phoneNumber: optionalPhone,
  city: v.pipe(v.string(), v.trim()),
  terms: acceptedTerms,
});
export type SocialStepValues = v.InferInput<typeof SocialStepSchema>;

export const RecoveryRequestSchema = v.object({ email: signUpEmail });

export const NewPasswordSchema = v.object({ password: newPassword });

export const ActivationSchema = v.object({ code: activationCodeSchema(keys.code) });

/** The first issue's message per field, for forms that validate the whole object at once. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue);
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}
