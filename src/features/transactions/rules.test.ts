import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/gen/model';
import { canDelete, canEdit, canTogglePaid, hasPaidToggle, showsRowActions } from './rules';

const base: Transaction = {
  _id: 't1',
  name: 'Aluguel',
  value: -1500,
  date: '2026-03-05',
  paid: false,
  transactionType: 'expenses',
  payment: { _id: 'p1', name: 'Nubank' },
  user: { _id: 'me', name: 'Ana' },
};

describe('paid toggle', () => {
  it.each<[string, Partial<Transaction>, boolean]>([
    ['own plain row', {}, true],
    ['bank operation', { bankingOperationReferenceId: 'op' }, false],
    ['value 0', { value: 0 }, false],
    ['bank-imported', { externalId: 'x' }, false],
    ["an objective's deposit", { objective: 'o1' }, false],
    ["another user's", { user: { _id: 'other' } }, false],
    ["an invoice's payment", { paymentInvoiceReferenceId: 'i' }, false],
    ["an invoice's carry", { invoiceReferenceId: 'i' }, false],
  ])('%s -> %s', (_, patch, expected) => {
    expect(canTogglePaid({ ...base, ...patch }, 'me')).toBe(expected);
  });

  it('does not exist on credit cards', () => {
    expect(hasPaidToggle('credit')).toBe(false);
    expect(hasPaidToggle('debit')).toBe(true);
  });
});

describe('edit', () => {
  it.each<[string, Partial<Transaction>, 'debit' | 'credit', boolean]>([
    ['plain row', {}, 'debit', true],
    ['bank operation', { bankingOperationReferenceId: 'op' }, 'debit', false],
    ['invoice item', { invoiceReferenceId: 'i' }, 'credit', false],
    ['invoice payment', { paymentInvoiceReferenceId: 'i' }, 'debit', false],
    ['card instalment', { lastInstallment: 3 }, 'credit', false],
    [
      "stopped card repetition's kept member (audit J9)",
      { recurrent: true, lastInstallment: 3 },
      'credit',
      true,
    ],
    ['debit instalment', { lastInstallment: 3 }, 'debit', true],
    ['card single purchase', { lastInstallment: 1 }, 'credit', true],
    ["an objective's deposit", { objective: 'o1' }, 'debit', false],
  ])('%s -> %s', (_, patch, type, expected) => {
    expect(canEdit({ ...base, ...patch }, type)).toBe(expected);
  });
});

describe('delete and row actions', () => {
  it("refuses invoice items, bank-imported rows and an objective's rows", () => {
    expect(canDelete(base)).toBe(true);
    expect(canDelete({ ...base, objective: 'o1' })).toBe(false);
    expect(canDelete({ ...base, invoiceReferenceId: 'i' })).toBe(false);
    expect(canDelete({ ...base, externalId: 'x' })).toBe(false);
    expect(canDelete({ ...base, invoicePaid: true })).toBe(false);
  });

  it('shows icons only on own rows with a payment and no invoice reference', () => {
    expect(showsRowActions(base, 'me')).toBe(true);
    expect(showsRowActions(base, 'other')).toBe(false);
    expect(showsRowActions({ ...base, payment: undefined }, 'me')).toBe(false);
    expect(showsRowActions({ ...base, invoiceReferenceId: 'i' }, 'me')).toBe(false);
  });
});
