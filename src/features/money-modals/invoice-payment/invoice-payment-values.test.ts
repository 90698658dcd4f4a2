import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/gen/model';
import {
  amountDue,
  InvoicePaymentSchema,
  invoicePaymentName,
  isInvoicePaid,
  payingAccounts,
  paymentDifference,
  toInvoicePayment,
} from './invoice-payment-values';

const invoice: Invoice = {
  _id: 'inv',
  creditCardId: 'card',
  items: [
    {
      _id: 'a',
      name: 'Geladeira 1/3',
      value: -333.34,
      date: '2026-03-02',
      paid: true,
      transactionType: 'expenses',
    },
    { _id: 'b', name: 'Crédito', value: 10.01, date: '2026-03-03', paid: true, transactionType: 'revenues' },
  ],
  balance: -323.33,
};

describe('invoice payment', () => {
  it.each([
    // Nothing paid yet: the balance is the rows' sum.
    [-323.33, 32_333, false],
    // Paid in part with the rest carried on, or in full: settled.
    [0, 0, true],
    // A cent short is forgiven (spec 2 §9); two cents are still owed.
    [-0.01, 0, true],
    [-0.02, 2, false],
    // Paid over with no carry, or a credit-only invoice.
    [0.01, 0, true],
    [10, 0, true],
  ])('balance %d: owes %i, paid %s', (balance, due, paid) => {
    expect(amountDue({ ...invoice, balance })).toBe(due);
    expect(isInvoicePaid({ ...invoice, balance })).toBe(paid);
  });

  it.each([
    [32_333, null],
    [32_334, null],
    [32_335, 'over'],
    [30_000, 'under'],
  ])('paying %i is %s', (amount, expected) => {
    expect(paymentDifference(amount, 32_333)).toBe(expected);
  });

  it('needs an amount above zero, an account and a date in the years 1900 to 2200', () => {
    const filled = { amountCents: 100, account: 'd', date: '2026-04-10' };
    expect(v.is(InvoicePaymentSchema, filled)).toBe(true);
    for (const patch of [
      { amountCents: 0 },
      { amountCents: null },
      { account: '' },
      { date: '' },
      { date: '0001-01-01' },
      { date: '9999-12-31' },
    ]) {
      expect(v.is(InvoicePaymentSchema, { ...filled, ...patch })).toBe(false);
    }
  });

  it('offers cash then accounts, never cards', () => {
    const list = payingAccounts([
      { _id: 'c', name: 'Cartão', type: 'credit' },
      { _id: 'd', name: 'Itaú', type: 'debit' },
      { _id: 'm', name: 'Dinheiro', type: 'money' },
    ]);
    expect(list.map((payment) => payment._id)).toEqual(['m', 'd']);
  });

  it('books an expense referencing the invoice', () => {
    expect(
      toInvoicePayment({
        invoice,
        name: 'Pagamento fatura X',
        account: 'd',
        date: '2026-04-10',
        amountCents: 30_000,
        userId: 'u',
      }),
    ).toEqual({
      name: 'Pagamento fatura X',
      paid: true,
      paymentInvoiceReferenceId: 'inv',
      date: '2026-04-10',
      transactionType: 'expenses',
      payment: 'd',
      user: 'u',
      value: -300,
    });
  });

  describe("the payment row's name fits the server's 200 characters (audit W5)", () => {
    const sentence = (name: string) => `Pagamento fatura ${name}`;
    const length = (text: string) => [...text].length;
    it.each([
      ['a short name, whole', 'Itaú Visa', 'Pagamento fatura Itaú Visa'],
      ['183 characters, whole', 'x'.repeat(183), `Pagamento fatura ${'x'.repeat(183)}`],
      ['184 characters, cut', 'x'.repeat(184), `Pagamento fatura ${'x'.repeat(182)}…`],
      ["the contract's 200, cut", 'y'.repeat(200), `Pagamento fatura ${'y'.repeat(182)}…`],
      // No space before the ellipsis, and no half of an emoji or of a letter with its accent.
      ['a cut after a space', `${'z'.repeat(181)} tail`, `Pagamento fatura ${'z'.repeat(181)}…`],
      ['an emoji at the cut', `${'w'.repeat(181)}💳💳💳`, `Pagamento fatura ${'w'.repeat(181)}💳…`],
      ['a family emoji at the cut', `${'w'.repeat(180)}👨‍👩‍👧abc`, `Pagamento fatura ${'w'.repeat(180)}…`],
      [
        'an accent at the cut',
        `${'v'.repeat(180)}e\u0301e\u0301`,
        `Pagamento fatura ${'v'.repeat(180)}e\u0301…`,
      ],
    ])('%s', (_case, card, expected) => {
      const name = invoicePaymentName(sentence, card);
      expect(name).toBe(expected);
      expect(length(name)).toBeLessThanOrEqual(200);
    });
  });
});
