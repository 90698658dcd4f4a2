import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Category, PaymentType, Transaction } from '@/api/gen/model';
import {
  applyQuestion,
  categoriesFor,
  emptyValues,
  type TransactionValues,
  toCalendarItem,
  toPatch,
  toPayload,
  transactionSchema,
  valuesOf,
} from './transaction-form-values';

/** The first message per field, as the form shows them. */
function errorsOf(values: TransactionValues, paymentType: PaymentType) {
  const result = v.safeParse(
    transactionSchema(() => paymentType),
    values,
  );
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

const filled = {
  ...emptyValues(),
  name: 'Mercado',
  cents: 12_345,
  category: 'c1',
  payment: 'p1',
  date: '2026-03-05',
};

describe('transaction form', () => {
  it('requires a nonzero value, name, category, date and payment', () => {
    expect(errorsOf(emptyValues(), 'debit')).toEqual({
      cents: 'money-modals:validation.value',
      name: 'money-modals:validation.required',
      category: 'money-modals:validation.required',
      payment: 'money-modals:validation.required',
    });
    expect(errorsOf(filled, 'debit')).toEqual({});
  });

  it.each([
    ['1899-12-31', 'money-modals:validation.date'],
    ['1900-12-31', 'money-modals:validation.date'],
    ['1901-01-01', undefined],
    ['2199-12-31', undefined],
    ['2200-01-01', 'money-modals:validation.date'],
    ['9999-12-31', 'money-modals:validation.date'],
    ['202712-01-01', 'money-modals:validation.date'],
  ])('takes a date the server books: %s → %s (audits J4, X7)', (date, message) => {
    expect(errorsOf({ ...filled, date }, 'debit').date).toBe(message);
  });

  it('takes 1x to 360x only when instalments are on', () => {
    expect(errorsOf({ ...filled, installments: true, installmentCount: 361 }, 'credit')).toEqual({
      installmentCount: 'money-modals:validation.value',
    });
    expect(errorsOf({ ...filled, installments: false, installmentCount: 361 }, 'credit')).toEqual({});
  });

  it('refuses more instalments than the value has centavos', () => {
    expect(errorsOf({ ...filled, cents: 1, installments: true, installmentCount: 3 }, 'debit')).toEqual({
      installmentCount: 'money-modals:validation.value',
    });
    expect(errorsOf({ ...filled, cents: 3, installments: true, installmentCount: 3 }, 'debit')).toEqual({});
  });

  it('lets a credit-card revenue go without a category', () => {
    const revenue = { ...filled, transactionType: 'revenues' as const, category: '' };
    expect(errorsOf(revenue, 'credit')).toEqual({});
    expect(errorsOf(revenue, 'debit').category).toBeDefined();
  });

  it('signs the value by type, forces paid on a card and sends instalments', () => {
    expect(toPayload(filled, 'debit')).toMatchObject({ value: -123.45, paid: false });
    expect(toPayload({ ...filled, transactionType: 'revenues' }, 'debit').value).toBe(123.45);
    expect(toPayload({ ...filled, installments: true, installmentCount: 3 }, 'credit')).toMatchObject({
      paid: true,
      lastInstallment: 3,
    });
    expect(toPayload({ ...filled, repeat: true, recurrentType: 'weekly' }, 'debit')).toMatchObject({
      recurrent: true,
      recurrentType: 'weekly',
    });
  });

  it('edits send only changes and never the locked fields of a bank-imported row', () => {
    const original: Transaction = {
      _id: 't',
      name: 'Padaria',
      value: -10,
      date: '2026-03-01',
      paid: false,
      transactionType: 'expenses',
      category: { id: 'c1' },
      payment: { _id: 'p1' },
      externalId: 'bank',
    };
    const changed = { ...valuesOf(original), name: 'Padaria Real', cents: 2_000 };
    expect(toPatch(changed, original, 'debit')).toEqual({ name: 'Padaria Real' });
  });

  it('edits of a purchase of a paid invoice keep its value, date and card, not its description', () => {
    const original: Transaction = {
      _id: 't',
      name: 'Padaria',
      value: -10,
      date: '2026-03-01',
      paid: true,
      transactionType: 'expenses',
      category: { id: 'c1' },
      payment: { _id: 'card' },
      invoicePaid: true,
    };
    const changed = {
      ...valuesOf(original),
      cents: 2_000,
      date: '2026-03-20',
      payment: 'other',
      description: 'pão de queijo',
    };
    expect(toPatch(changed, original, 'credit')).toEqual({ description: 'pão de queijo' });
  });
});

describe('the question an edit asks before saving', () => {
  const row: Transaction = {
    _id: 't',
    name: 'Aluguel',
    value: -1800,
    date: '2027-01-05',
    paid: false,
    transactionType: 'expenses',
    category: { id: 'c1' },
    payment: { _id: 'p1' },
  };
  const member: Transaction = { ...row, recurrent: true, recurrentTransactionId: 's1', recurrentIndex: 2 };
  const imported: Transaction = { ...row, externalId: 'bank' };
  it.each([
    {
      case: 'a series member whose value changes',
      original: member,
      change: { cents: 195_000 },
      asks: 'series',
    },
    {
      case: 'a series member moved to another wallet',
      original: member,
      change: { payment: 'p2' },
      asks: 'series',
    },
    { case: 'a series member renamed', original: member, change: { name: 'Aluguel novo' }, asks: 'series' },
    { case: 'a series member recategorised', original: member, change: { category: 'c2' }, asks: 'series' },
    {
      case: 'a series member described',
      original: member,
      change: { description: 'reajuste' },
      asks: 'series',
    },
    {
      case: "a series member's date alone (dates stay per member)",
      original: member,
      change: { date: '2027-01-06' },
      asks: undefined,
    },
    { case: 'a series member unchanged', original: member, change: {}, asks: undefined },
    {
      case: 'an imported row renamed',
      original: imported,
      change: { name: 'Padaria Real' },
      asks: 'sameName',
    },
    {
      case: 'an imported row recategorised',
      original: imported,
      change: { category: 'c2' },
      asks: 'sameName',
    },
    { case: "an imported row's locked value", original: imported, change: { cents: 1 }, asks: undefined },
    { case: 'a single row renamed', original: row, change: { name: 'Aluguel novo' }, asks: undefined },
    { case: "a single row's value", original: row, change: { cents: 1 }, asks: undefined },
  ] as const)('$case: $asks', ({ original, change, asks }) => {
    expect(applyQuestion({ ...valuesOf(original), ...change }, original, 'debit')).toBe(asks);
  });
});

describe('toCalendarItem', () => {
  it.each([
    ['an expense on the 31st', 'expenses', '2026-03-31', 12_345, -123.45, 31],
    ['a revenue on the 5th', 'revenues', '2026-03-05', 850_000, 8500, 5],
  ] as const)(
    'keeps %s as a monthly reminder with its sign, day and row',
    (_, type, date, cents, value, day) => {
      const item = toCalendarItem(
        {
          ...emptyValues(type),
          name: ' Aluguel ',
          cents,
          date,
          category: 'cat-1',
          payment: 'pay-1',
          addToCalendar: true,
        },
        'row-1',
      );
      expect(item).toEqual({
        transaction: { name: 'Aluguel', category: 'cat-1', payment: 'pay-1', transactionType: type },
        originalName: 'Aluguel',
        value,
        day,
        transactionId: 'row-1',
      });
    },
  );
});

describe('the categories a type offers', () => {
  const category = (name: string, group: Category['group']): Category => ({ _id: name, name, group });
  const all = [
    category('Viagens', 'expenses'),
    category('Cartão de crédito', 'debts'),
    category('Água e esgoto', 'expenses'),
    category('Salário', 'revenues'),
    category('Aluguel', 'expenses'),
    category('Empréstimo pessoal', 'debts'),
    category('Ações', 'investiments'),
    category('Bônus', 'revenues'),
  ];
  it.each([
    ['expenses', ['Água e esgoto', 'Aluguel', 'Viagens', 'Cartão de crédito', 'Empréstimo pessoal']],
    ['revenues', ['Bônus', 'Salário']],
    ['investiments', ['Ações']],
  ] as const)('%s: its own, by name in Portuguese order (expenses, then debts)', (type, names) => {
    expect(categoriesFor(all, type).map((entry) => entry.name)).toEqual(names);
  });
});
