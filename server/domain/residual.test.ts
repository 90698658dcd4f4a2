import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import { type InvoiceState, invoiceBalance, isInvoicePaid, planInvoicePayment } from './residual.ts';

const invoice = (itemsTotal: number, paidTotal = 0, carriedTotal = 0): InvoiceState => ({
  id: 'inv-3',
  cardId: 'card',
  month: '2025-03',
  closeDay: 5,
  itemsTotal,
  paidTotal,
  carriedTotal,
});

const pay = (state: InvoiceState, amount: string) =>
  planInvoicePayment({
    invoice: state,
    amount: toCents(amount),
    date: '2025-03-12',
    accountId: 'acc',
    userId: 'u1',
    categoryId: 'cat-card',
  });

describe('invoice balance', () => {
  it.each([
    [invoice(-10000), -10000, false],
    [invoice(-10000, 10000), 0, true],
    [invoice(-10000, 8000, -2000), 0, true],
    [invoice(-10000, 12000, 2000), 0, true],
    [invoice(-10000, 9998), -2, false],
    // A cent short is forgiven (spec 2 §9, decision 124): the invoice is paid.
    [invoice(-10000, 9999), -1, true],
    [invoice(-1), -1, true],
    [invoice(500), 500, true],
    [invoice(0), 0, true],
  ])('%j -> %i (paid %s)', (state, balance, paid) => {
    expect(invoiceBalance(state)).toBe(balance);
    expect(isInvoicePaid(state)).toBe(paid);
  });
});

describe('planInvoicePayment', () => {
  it.each([
    ['exact', '100.00', 0, null],
    ['0.01 more', '100.01', 1, null],
    ['0.01 less', '99.99', -1, null],
    ['0.011 more (rounds to 0.01)', '100.011', 1, null],
    ['0.015 more (rounds to 0.02)', '100.015', 2, { name: 'Crédito da fatura anterior', value: 2 }],
    ['0.02 less', '99.98', -2, { name: 'Residual da fatura anterior', value: -2 }],
    ['20.00 more', '120', 2000, { name: 'Crédito da fatura anterior', value: 2000 }],
    ['60.00 less', '40', -6000, { name: 'Residual da fatura anterior', value: -6000 }],
  ])('paying %s than 100.00', (_, amount, difference, carry) => {
    const plan = pay(invoice(-10000), amount);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.due).toBe(10000);
    expect(plan.difference).toBe(difference);
    expect(plan.payment).toMatchObject({
      value: -toCents(amount),
      paymentId: 'acc',
      paymentInvoiceReferenceId: 'inv-3',
    });
    expect(plan.carry && { name: plan.carry.name, value: plan.carry.value }).toEqual(carry);
  });

  it('books the carry on the card, in the next invoice, referencing the paid one', () => {
    const plan = pay(invoice(-10000), '40');
    expect(plan.ok && plan.carry).toEqual({
      name: 'Residual da fatura anterior',
      value: -6000,
      date: '2025-03-05',
      paid: true,
      transactionType: 'expenses',
      paymentId: 'card',
      categoryId: 'cat-card',
      userId: 'u1',
      invoiceReferenceId: 'inv-3',
      invoiceMonth: '2025-04',
    });
  });

  it('an overpayment credit is a revenue', () => {
    const plan = pay(invoice(-10000), '150');
    expect(plan.ok && plan.carry?.transactionType).toBe('revenues');
  });

  it('pays what is left after an earlier payment', () => {
    const plan = pay(invoice(-10000, 9998), '0.02');
    expect(plan.ok && [plan.due, plan.difference, plan.carry]).toEqual([2, 0, null]);
  });

  it.each([
    ['nothing is due', invoice(0), '10', 'conflict', 'Sua fatura já está paga!'],
    ['already settled', invoice(-10000, 8000, -2000), '10', 'conflict', 'Sua fatura já está paga!'],
    ['a credit balance', invoice(300), '10', 'conflict', 'Sua fatura já está paga!'],
    ['a forgiven cent short', invoice(-10000, 9999), '0.01', 'conflict', 'Sua fatura já está paga!'],
    ['a zero amount', invoice(-10000), '0', 'invalid', 'VALOR INVÁLIDO'],
    ['a negative amount', invoice(-10000), '-5', 'invalid', 'VALOR INVÁLIDO'],
  ])('refuses %s', (_, state, amount, kind, message) => {
    expect(pay(state, amount)).toEqual({ ok: false, kind, message });
  });
});
