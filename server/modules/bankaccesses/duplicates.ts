import type { ProviderAccount } from '../../open-banking/index.ts';

/** What a wallet imported through a connection says of the bank account or card behind it. */
export interface ImportedAccount {
  type: string;
  accountNumber: string | null;
  cardNumber: string | null;
}

/** An account imported in the household, with whose connection imported it. */
export type HouseholdAccount = ImportedAccount & { userId: string };

/**
 * The bank's identity of an account (decision 026): its kind and the number the bank prints, with
 * spaces and punctuation dropped. Provider ids cannot serve: each connection of the same login
 * gets new ones. No number, no identity: such an account is never taken for another.
 */
function keyOf(credit: boolean, number: string | null | undefined): string | null {
  const digits = (number ?? '').toLowerCase().replace(/[^0-9a-z*]/g, '');
  return /[0-9a-z]/.test(digits) ? `${credit ? 'card' : 'account'}:${digits}` : null;
}

export const providerAccountKey = (account: ProviderAccount) =>
  keyOf(account.card !== null || account.kind === 'credit', account.number);

export const importedAccountKey = (wallet: ImportedAccount) =>
  wallet.type === 'credit' ? keyOf(true, wallet.cardNumber) : keyOf(false, wallet.accountNumber);

/** The accounts of `accounts` some other connection of the same bank already imports. */
export function alreadyImported(
  accounts: readonly ProviderAccount[],
  elsewhere: readonly ImportedAccount[],
): ProviderAccount[] {
  const taken = new Set(elsewhere.map(importedAccountKey).filter((key) => key !== null));
  return accounts.filter((account) => {
    const key = providerAccountKey(account);
    return key !== null && taken.has(key);
  });
}

/**
 * The refusal for a connection whose accounts the household already imports, or undefined: the
 * person's own second connection, or one a family member made (a joint account), whose rows the
 * family's figures already count (audit AF2).
 */
export function duplicateRefusal(
  accounts: readonly ProviderAccount[],
  elsewhere: readonly HouseholdAccount[],
  userId: string,
): 'duplicate' | 'duplicateInFamily' | undefined {
  const own = elsewhere.filter((wallet) => wallet.userId === userId);
  if (alreadyImported(accounts, own).length > 0) return 'duplicate';
  const family = elsewhere.filter((wallet) => wallet.userId !== userId);
  return alreadyImported(accounts, family).length > 0 ? 'duplicateInFamily' : undefined;
}
