import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/gen/model';
import {
  amountDue,
  InvoicePaymentSchema,
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
};

describe('invoice payment', () => {
  it('owes minus the sum of the rows', () => {
    expect(amountDue(invoice)).toBe(32_333);
  });

  it.each([
    [32_333, null],
    [32_334, null],
    [32_335, 'over'],
    [30_000, 'under'],
  ])('paying %i is %s', (amount, expected) => {
    expect(paymentDifference(amount, 32_333)).toBe(expected);
  });

  it('needs an amount above zero, an account and a date', () => {
    const filled = { amountCents: 100, account: 'd', date: '2026-04-10' };
    expect(v.is(InvoicePaymentSchema, filled)).toBe(true);
    for (const patch of [{ amountCents: 0 }, { amountCents: null }, { account: '' }, { date: '' }]) {
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
});
