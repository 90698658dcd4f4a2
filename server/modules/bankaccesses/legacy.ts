import type { ProviderAccount, ProviderTransaction } from '../../open-banking/index.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import { importedAccountKey, providerAccountKey } from './duplicates.ts';

/**
 * The wallet a migrated connection's legacy connector imported for this bank account (decision
 * 052): one of the connection's own, the same account by the bank's identity (decision 026), kept
 * under an id the provider does not answer. The provider's ids are not the old connector's, so the
 * first sync after a migration made a second wallet of the same account (audit AF3).
 */
export function legacyWalletOf(
  account: ProviderAccount,
  wallets: readonly PaymentRow[],
  providerIds: ReadonlySet<string>,
): PaymentRow | undefined {
  const key = providerAccountKey(account);
  if (key === null) return undefined;
  return wallets.find(
    (wallet) => !providerIds.has(wallet.externalId ?? '') && importedAccountKey(wallet) === key,
  );
}

/** A row already on the wallet under an id the provider did not send. */
export interface BookedRow {
  date: string;
  cents: number;
}

/**
 * The provider's rows less those the wallet already holds under other ids (the legacy connector's):
 * a row of the same day and amount answers one provider row, the first in the provider's order.
 */
export function withoutCounterparts(
  rows: readonly ProviderTransaction[],
  booked: readonly BookedRow[],
): ProviderTransaction[] {
  const open = new Map<string, number>();
  const keyOf = (date: string, cents: number) => `${date}|${cents}`;
  for (const row of booked)
    open.set(keyOf(row.date, row.cents), (open.get(keyOf(row.date, row.cents)) ?? 0) + 1);
  return rows.filter((row) => {
    const key = keyOf(row.date, row.amountCents);
    const left = open.get(key) ?? 0;
    if (left === 0) return true;
    open.set(key, left - 1);
    return false;
  });
}
