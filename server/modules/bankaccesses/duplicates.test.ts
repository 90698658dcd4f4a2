import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../../open-banking/index.ts';
import {
  alreadyImported,
  duplicateRefusal,
  type ImportedAccount,
  importedAccountKey,
  providerAccountKey,
} from './duplicates.ts';

const checking = (number: string | null, id = 'a'): ProviderAccount => ({
  id,
  kind: 'checking',
  name: 'Itaú Conta Corrente',
  number,
  balanceCents: 0,
  card: null,
});
const card = (number: string | null, id = 'c'): ProviderAccount => ({
  id,
  kind: 'credit',
  name: 'Itaú Visa',
  number,
  balanceCents: 0,
  card: { limitCents: 100_000, flag: 'Visa', closeDay: 5, dueDay: 12 },
});
const wallet = (type: string, accountNumber: string | null, cardNumber: string | null): ImportedAccount => ({
  type,
  accountNumber,
  cardNumber,
});

describe('account identity', () => {
  it.each([
    [checking('20145-1'), 'account:201451'],
    [checking(' 20145.1 '), 'account:201451'],
    [card('**** 4201'), 'card:****4201'],
    [checking(null), null],
    [checking(' - '), null],
    [card('****'), null],
  ])('%o is %s', (account, key) => {
    expect(providerAccountKey(account)).toBe(key);
  });

  it.each([
    [wallet('debit', '20145-1', null), 'account:201451'],
    [wallet('money', '20145-1', null), 'account:201451'],
    [wallet('credit', null, '**** 4201'), 'card:****4201'],
    [wallet('credit', '20145-1', null), null],
    [wallet('debit', null, null), null],
  ])('%o is %s', (imported, key) => {
    expect(importedAccountKey(imported)).toBe(key);
  });
});

describe('alreadyImported', () => {
  const elsewhere = [wallet('debit', '20145-1', null), wallet('credit', null, '**** 4201')];

  it.each([
    ['the same account and card', [checking('20145-1'), card('**** 4201')], ['a', 'c']],
    ['the same account only', [checking('20145-1'), card('**** 9999')], ['a']],
    ['other numbers', [checking('30145-1'), card('**** 4202')], []],
    ['an account numbered as the card', [checking('****4201')], []],
    ['accounts without a number', [checking(null), card(null)], []],
    ['nothing', [], []],
  ])('%s', (_, accounts, ids) => {
    expect(alreadyImported(accounts, elsewhere).map((account) => account.id)).toEqual(ids);
  });

  it('takes nothing when nothing was imported elsewhere', () => {
    expect(alreadyImported([checking('20145-1')], [])).toEqual([]);
  });
});

describe('duplicateRefusal', () => {
  const mine = { ...wallet('debit', '20145-1', null), userId: 'ana' };
  const carlos = { ...wallet('credit', null, '**** 4201'), userId: 'carlos' };

  it.each([
    ["the person's own account again", [checking('20145-1')], 'duplicate'],
    ["a family member's card (a joint account)", [card('**** 4201')], 'duplicateInFamily'],
    ['both: the own one is said', [checking('20145-1'), card('**** 4201')], 'duplicate'],
    ['neither', [checking('30145-1'), card('**** 4202')], undefined],
  ])('%s', (_, accounts, refusal) => {
    expect(duplicateRefusal(accounts, [mine, carlos], 'ana')).toBe(refusal);
  });
});
