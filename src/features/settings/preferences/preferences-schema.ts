import * as v from 'valibot';
import type { Currency, User, UserUpdate } from '@/api/gen/model';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/money';

/** Spec 3, section 9: notifications on, 09:00, sum balance on, Real. */
export const DEFAULT_PREFERENCES = {
  notifications: true,
  notificationTime: '09:00',
  sumBalance: true,
  currency: DEFAULT_CURRENCY,
} as const;

export const preferencesSchema = v.object({
  notifications: v.boolean(),
  notificationTime: v.pipe(
    v.string(),
    v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'settings:preferences.invalidTime'),
  ),
  sumBalance: v.boolean(),
  currency: v.picklist(CURRENCIES),
});

export type PreferencesValues = v.InferInput<typeof preferencesSchema>;

export function preferencesOf(user: User): PreferencesValues {
  return {
    ...DEFAULT_PREFERENCES,
    ...user.preferences,
    currency: (user.currency as Currency | undefined) ?? DEFAULT_PREFERENCES.currency,
  };
}

/** Decision 180: the preferences and the currency are saved on the user in one PATCH. */
export function preferencesUpdateOf({ currency, ...preferences }: PreferencesValues): UserUpdate {
  return { currency, preferences };
}
