/** Field messages of the money forms: locale keys of money-modals (spec 2 section 8 texts). */
export const keys = {
  required: 'money-modals:validation.required',
  value: 'money-modals:validation.value',
  balance: 'money-modals:validation.balance',
  sameAccount: 'money-modals:validation.sameAccount',
  date: 'money-modals:validation.date',
  day: 'money-modals:validation.day',
  limit: 'money-modals:validation.limit',
} as const;
