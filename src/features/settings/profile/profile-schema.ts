import * as v from 'valibot';
import type { Currency, User, UserUpdate } from '@/api/gen/model';
import { isValidCpf } from '@/lib/cpf';
import { dateOfDayInstant, isIsoDate, todayIso } from '@/lib/dates';
import { maskCpf, maskPhone, onlyDigits } from '@/lib/masks';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/money';
import { messages, optionalPasswordSchema, requiredString } from '@/lib/validation';

export const GENDERS = ['Male', 'Female'] as const;
export const AVATARS = Array.from({ length: 10 }, (_, index) => `avatar${index + 1}`);

/** The contract's first year for dates (decision 320); the last, 2200, is in the future anyway. */
export const BIRTHDATE_MIN = '1900-01-01';
/** The contract's bound for a name or a city (decision 320). */
export const TEXT_MAX_LENGTH = 200;
const boundedText = (schema: v.GenericSchema<string>) =>
  v.pipe(schema, v.maxLength(TEXT_MAX_LENGTH, 'settings:profile.textTooLong'));

const blankOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);
const isPhone = (value: string) => [10, 11].includes(onlyDigits(value).length);

/**
 * The profile form; an empty CPF, phone, birth date or password is left as it is. A new password
 * goes with the current one (the server refuses it otherwise, decision 303).
 */
export const profileSchema = (today: string = todayIso()) =>
  v.pipe(
    profileFields(today),
    v.forward(
      v.partialCheck(
        [['password'], ['currentPassword']],
        (values) => !values.password || values.currentPassword !== '',
        'settings:profile.currentPasswordRequired',
      ),
      ['currentPassword'],
    ),
  );

const profileFields = (today: string) =>
  v.object({
    name: boundedText(requiredString()),
    cpf: v.pipe(v.string(), v.check(blankOr(isValidCpf), messages.cpf)),
    birthdate: v.pipe(
      v.string(),
      v.check(
        blankOr((value) => !isIsoDate(value) || value >= BIRTHDATE_MIN),
        'settings:profile.birthdateTooOld',
      ),
      v.check(
        blankOr((value) => isIsoDate(value) && value <= today),
        'settings:profile.birthdateFuture',
      ),
    ),
    gender: v.picklist(['', ...GENDERS]),
    phoneNumber: v.pipe(v.string(), v.check(blankOr(isPhone), messages.phone)),
    city: boundedText(v.string()),
    password: optionalPasswordSchema(),
    currentPassword: v.string(),
    image: v.string(),
    currency: v.picklist(CURRENCIES),
  });

export type ProfileValues = v.InferInput<ReturnType<typeof profileSchema>>;

export function profileValuesOf(user: User): ProfileValues {
  return {
    name: user.name,
    cpf: user.cpf ? maskCpf(user.cpf) : '',
    birthdate: user.birthdate ? dateOfDayInstant(user.birthdate) : '',
    gender: user.gender ?? '',
    phoneNumber: user.phoneNumber ? maskPhone(user.phoneNumber) : '',
    city: user.address?.city ?? '',
    password: '',
    currentPassword: '',
    image: user.image ?? '',
    currency: (user.currency as Currency | undefined) ?? DEFAULT_CURRENCY,
  };
}

/** What PATCH /users/{id} gets: blank optional fields and an empty password are not sent. */
export function profileUpdateOf(values: ProfileValues): UserUpdate {
  return {
    name: values.name.trim(),
    ...(values.cpf ? { cpf: values.cpf } : {}),
    // Midnight in São Paulo, as the sign-up sends it.
    ...(values.birthdate ? { birthdate: `${values.birthdate}T03:00:00.000Z` } : {}),
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
    address: { city: values.city.trim() },
    ...(values.password ? { password: values.password, currentPassword: values.currentPassword } : {}),
    ...(values.image ? { image: values.image } : {}),
    currency: values.currency,
  };
}
