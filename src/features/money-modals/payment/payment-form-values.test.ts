import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canDeletePayment,
  emptyPayment,
  PaymentSchema,
  type PaymentValues,
  paymentValuesOf,
  toPaymentPatch,
  toPaymentPayload,
} from './payment-form-values';

/** The first message per field, as the form shows them. */
function validatePayment(values: PaymentValues) {
  const errors: Record<string, string> = {};
  for (const issue of v.safeParse(PaymentSchema, values).issues ?? []) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return errors;
}

describe('payment form', () => {
  it('requires name and account type for an account, and nothing else', () => {
    expect(validatePayment(emptyPayment())).toEqual({
      name: 'money-modals:validation.required',
      accountType: 'money-modals:validation.required',
    });
    expect(validatePayment({ ...emptyPayment(), type: 'money', name: 'Carteira' })).toEqual({});
  });

  it('requires flag, days 1-31 and a nonzero limit for a card', () => {
    const card = { ...emptyPayment(), type: 'credit' as const, name: 'Nubank', closeDay: '32', dueDay: '0' };
    expect(validatePayment(card)).toEqual({
      flag: 'money-modals:validation.required',
      closeDay: 'money-modals:validation.day',
      dueDay: 'money-modals:validation.day',
      limitCents: 'money-modals:validation.limit',
    });
    const ok = { ...card, flag: 'Visa' as const, closeDay: '5', dueDay: '12', limitCents: 500_000 };
    expect(validatePayment(ok)).toEqual({});
    expect(toPaymentPayload(ok)).toEqual({
      name: 'Nubank',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 5,
      paid: 12,
      limit: 5000,
    });
  });

  it('keeps Dinheiro and imported wallets', () => {
    expect(canDeletePayment({ _id: 'a', name: 'Dinheiro', type: 'money' })).toBe(false);
    expect(canDeletePayment({ _id: 'b', name: 'Itaú', type: 'debit', externalId: 'x' })).toBe(false);
    expect(canDeletePayment({ _id: 'c', name: 'Itaú', type: 'debit' })).toBe(true);
  });

  describe('an edit sends what the person changed, and nothing else (audit U5)', () => {
    const account = {
      _id: 'a',
      name: 'Conta A',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 1000,
    } as const;
    const card = {
      _id: 'c',
      name: 'Nubank',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 5,
      paid: 12,
      limit: 5000,
    } as const;
    it.each([
      ['an account renamed', account, { name: 'Conta A Principal' }, { name: 'Conta A Principal' }],
      ["an account's opening balance", account, { initialCents: 250_050 }, { value: 2500.5 }],
      ['an account saved as shown', account, {}, {}],
      ["a card's limit", card, { limitCents: 800_000 }, { limit: 8000 }],
      ["a card's due day and name", card, { dueDay: '15', name: 'Nu' }, { name: 'Nu', paid: 15 }],
      ['a card saved as shown', card, {}, {}],
    ])('%s', (_case, payment, change, expected) => {
      expect(toPaymentPatch({ ...paymentValuesOf(payment), ...change }, payment)).toEqual(expected);
    });
  });
});
