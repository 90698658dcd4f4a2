import { describe, expect, it } from 'vitest';
import {
  canDelete,
  canEdit,
  canPayInvoice,
  canTogglePaid,
  type RuleContext,
  type TransactionInput,
  validateTransactionInput,
} from './transaction-rules.ts';

const own = {
  _id: 't1',
  value: -5000,
  date: '2025-03-10',
  paid: false,
  userId: 'me',
  paymentId: 'acc',
  description: 'feira',
};
const debit: RuleContext = { currentUserId: 'me', paymentType: 'debit' };
const credit: RuleContext = { currentUserId: 'me', paymentType: 'credit' };

const TOGGLE = 'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO';
const EDIT = 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO';
const DELETE = 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO';

describe('canTogglePaid', () => {
  it.each([
    ['an own debit transaction', own, debit, true],
    ['cash', own, { ...debit, paymentType: 'money' as const }, true],
    ['a bank operation', { ...own, bankingOperationReferenceId: 'op' }, debit, false],
    ['value 0', { ...own, value: 0 }, debit, false],
    ['a bank-imported row', { ...own, externalId: 'pluggy-1' }, debit, false],
    ["another user's row", { ...own, userId: 'sister' }, debit, false],
    ['a credit-card row', own, credit, false],
    ['an invoice payment', { ...own, paymentInvoiceReferenceId: 'inv' }, debit, false],
    ['an invoice carry', { ...own, invoiceReferenceId: 'inv' }, debit, false],
  ])('%s -> %s', (_, transaction, context, allowed) => {
    expect(canTogglePaid(transaction, context)).toEqual(
      allowed ? { ok: true } : { ok: false, kind: 'forbidden', message: TOGGLE },
    );
  });
});

describe('canEdit', () => {
  it.each([
    ['an own transaction', own, debit, {}, null],
    ['a 1x card expense', { ...own, lastInstallment: 1 }, credit, {}, null],
    ['a debit repetition member', { ...own, lastInstallment: 12 }, debit, {}, null],
    ['a card instalment', { ...own, lastInstallment: 3, recurrentIndex: 2 }, credit, {}, EDIT],
    [
      "a stopped card repetition's kept member (audit J9)",
      { ...own, recurrent: true, lastInstallment: 4, recurrentIndex: 2 },
      credit,
      {},
      null,
    ],
    ['a bank operation', { ...own, bankingOperationReferenceId: 'op' }, debit, {}, EDIT],
    ['an invoice carry', { ...own, invoiceReferenceId: 'inv' }, credit, {}, EDIT],
    ['an invoice payment', { ...own, paymentInvoiceReferenceId: 'inv' }, debit, {}, EDIT],
    ["another user's row", { ...own, userId: 'sister' }, debit, {}, EDIT],
    [
      'imported: name and category',
      { ...own, externalId: 'x' },
      debit,
      { name: 'Feira', categoryId: 'c' },
      null,
    ],
    [
      'imported: same value sent back',
      { ...own, externalId: 'x' },
      debit,
      { value: -5000, description: 'feira' },
      null,
    ],
    ['imported: value', { ...own, externalId: 'x' }, debit, { value: -4000 }, EDIT],
    ['imported: date', { ...own, externalId: 'x' }, debit, { date: '2025-03-11' }, EDIT],
    ['imported: payment', { ...own, externalId: 'x' }, debit, { paymentId: 'other' }, EDIT],
    ['imported: description', { ...own, externalId: 'x' }, debit, { description: null }, EDIT],
    ['value 0', own, debit, { value: 0 }, 'VALOR INVÁLIDO'],
  ])('%s', (_, transaction, context, patch, message) => {
    const result = canEdit(transaction, context, patch);
    expect(result.ok ? null : result.message).toBe(message);
  });
});

describe('canDelete', () => {
  it.each([
    ['an own transaction', own, true],
    ['a bank operation (deleted with its pair)', { ...own, bankingOperationReferenceId: 'op' }, true],
    ['an invoice payment', { ...own, paymentInvoiceReferenceId: 'inv' }, true],
    ['an invoice carry', { ...own, invoiceReferenceId: 'inv' }, false],
    ['a bank-imported row', { ...own, externalId: 'x' }, false],
    ['a row without payment', { ...own, paymentId: null }, false],
    ["another user's row", { ...own, userId: 'sister' }, false],
  ])('%s -> %s', (_, transaction, allowed) => {
    expect(canDelete(transaction, debit)).toEqual(
      allowed ? { ok: true } : { ok: false, kind: 'forbidden', message: DELETE },
    );
  });
});

describe('canPayInvoice', () => {
  it.each([
    ['me', 'me', { ok: true }],
    ['me', 'sister', { ok: false, kind: 'forbidden', message: 'NÃO É POSSÍVEL PAGAR ESTA FATURA!' }],
  ])('owner %s, user %s', (owner, user, expected) => {
    expect(canPayInvoice(owner, user)).toEqual(expected);
  });
});

describe('validateTransactionInput', () => {
  const valid: TransactionInput = {
    name: 'Mercado',
    value: -5000,
    date: '2025-03-10',
    categoryId: 'c',
    paymentId: 'acc',
    paymentType: 'debit',
    transactionType: 'expenses',
  };
  it.each<[string, Partial<TransactionInput>, string | null]>([
    ['valid', {}, null],
    ['360x', { installments: 360 }, null],
    [
      'a card revenue without category',
      { paymentType: 'credit', transactionType: 'revenues', categoryId: null },
      null,
    ],
    ['value 0', { value: 0 }, 'value'],
    ['no value', { value: null }, 'value'],
    ['fractional cents', { value: 1.5 }, 'value'],
    ['blank name', { name: '  ' }, 'name'],
    ['no category', { categoryId: null }, 'category'],
    ['no date', { date: '' }, 'date'],
    ['no payment', { paymentId: null }, 'payment'],
    ['0x', { installments: 0 }, 'lastInstallment'],
    ['361x', { installments: 361 }, 'lastInstallment'],
    ['repeat and instalments', { installments: 2, recurrentType: 'monthly' }, 'lastInstallment'],
  ])('%s', (_, overrides, field) => {
    const result = validateTransactionInput({ ...valid, ...overrides });
    expect(result.ok ? null : result.field).toBe(field);
  });
});
