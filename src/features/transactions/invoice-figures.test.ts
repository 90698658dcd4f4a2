import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/api/gen/model';
import { invoiceFigures } from './invoice-figures';

const invoice = (values: number[], creditCarried?: number): Invoice => ({
  _id: 'inv',
  creditCardId: 'card',
  balance: 0,
  items: values.map((value, index) => ({
    _id: `row-${index}`,
    name: value > 0 ? 'Crédito da fatura anterior' : 'Compra',
    value,
  })) as Invoice['items'],
  ...(creditCarried ? { creditCarried } : {}),
});

describe('invoiceFigures', () => {
  it.each([
    ['purchases only', invoice([-50, -10.5]), 6050, 0],
    ['an over-paid invoice: the payment is no item, its value stays', invoice([-50], 30), 5000, 0],
    ['a credit passing through an invoice without purchases (audit AD1)', invoice([30], 30), 0, 0],
    ['the invoice the credit reaches', invoice([-300, 30, -60]), 33000, 3000],
    ['a credit larger than the purchases: the rest moves on', invoice([30, -10], 20), 0, 1000],
    ['a refund with nothing after it keeps its credit here', invoice([-20, 50]), -3000, 5000],
    ['a refund and an over-payment both moving on', invoice([-20, 50], 80), 0, 2000],
    ['no invoice yet', undefined, 0, 0],
  ])('%s', (_, given, dueCents, creditsCents) => {
    expect(invoiceFigures(given)).toMatchObject({ dueCents, creditsCents });
  });
});
