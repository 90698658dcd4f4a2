import { describe, expect, it } from 'vitest';
import type { ProviderAccount, ProviderTransaction } from '../../open-banking/index.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import { legacyWalletOf, withoutCounterparts } from './legacy.ts';

const row = (id: string, date: string, amountCents: number): ProviderTransaction => ({
  id,
  description: id,
  amountCents,
  date,
  categoryCode: null,
});
const account: ProviderAccount = {
  id: 'item:checking',
  kind: 'checking',
  name: 'Itaú Conta Corrente',
  number: '20145-1',
  balanceCents: 451_000,
  card: null,
};
const wallet = (externalId: string, accountNumber: string | null, type = 'debit') =>
  ({ id: externalId, externalId, type, accountNumber, cardNumber: null }) as PaymentRow;

describe('legacyWalletOf', () => {
  it.each([
    ['the legacy wallet of the same bank number', [wallet('belvo-1', '20145-1')], 'belvo-1'],
    ['the number written otherwise', [wallet('belvo-1', '201451')], 'belvo-1'],
    ['another account', [wallet('belvo-1', '99999-9')], undefined],
    ['a card with those digits', [wallet('belvo-1', '20145-1', 'credit')], undefined],
    ['a wallet the provider already answers for', [wallet('item:checking', '20145-1')], undefined],
  ])('%s', (_case, wallets, expected) => {
    expect(legacyWalletOf(account, wallets, new Set(['item:checking', 'item:credit']))?.id).toBe(expected);
  });

  it('takes no wallet for an account without a number', () => {
    expect(
      legacyWalletOf({ ...account, number: null }, [wallet('belvo-1', null)], new Set()),
    ).toBeUndefined();
  });
});

describe('withoutCounterparts', () => {
  const salary = row('p1', '2026-11-05', 650_000);
  const rent = row('p2', '2026-11-10', -180_000);
  it.each([
    ['nothing booked: every row', [], ['p1', 'p2']],
    ['same day and amount: skipped', [{ date: '2026-11-05', cents: 650_000 }], ['p2']],
    ['another day: kept', [{ date: '2026-11-06', cents: 650_000 }], ['p1', 'p2']],
    ['another amount: kept', [{ date: '2026-11-05', cents: 650_001 }], ['p1', 'p2']],
  ])('%s', (_case, booked, expected) => {
    expect(withoutCounterparts([salary, rent], booked).map((item) => item.id)).toEqual(expected);
  });

  it('lets each booked row answer one bank row', () => {
    const twice = [salary, row('p3', '2026-11-05', 650_000), rent];
    expect(
      withoutCounterparts(twice, [{ date: '2026-11-05', cents: 650_000 }]).map((item) => item.id),
    ).toEqual(['p3', 'p2']);
  });
});
