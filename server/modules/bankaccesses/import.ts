import { todayIso } from '../../../src/lib/dates.ts';
import { oneLineName } from '../../../src/lib/text.ts';
import { sumCents, toDecimalString } from '../../domain/money.ts';
import { HttpError } from '../../errors.ts';
import type { ProviderAccount, ProviderItem, ProviderTransaction } from '../../open-banking/index.ts';
import type { BankAccessRow } from '../../repositories/bank-accesses.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { NewPayment, PaymentRow } from '../../repositories/payments.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';
import { withInvoices } from '../invoices/assign.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';
import { alreadyImported, duplicateRefusal } from './duplicates.ts';
import { legacyWalletOf, withoutCounterparts } from './legacy.ts';
import { BANK_MESSAGES } from './messages.ts';

export interface AccountSnapshot {
  account: ProviderAccount;
  transactions: ProviderTransaction[];
}

const FALLBACK_CATEGORY = { revenues: 'outras-rendas', expenses: 'diversos-variavel' } as const;

/** A new wallet for a bank account or card; its balance today is the bank's once its rows are in. */
function walletOf(access: BankAccessRow, { account, transactions }: AccountSnapshot): NewPayment {
  const base = {
    userId: access.userId,
    // What a bank names its accounts and rows is kept as a name a person types (decision 047).
    name: oneLineName(account.name) || access.institution || '',
    bank: access.institution,
    bankAccessId: access.id,
    externalId: account.id,
  };
  if (account.card) {
    return {
      ...base,
      type: 'credit',
      flag: account.card.flag,
      limit: toDecimalString(account.card.limitCents),
      closingDay: account.card.closeDay,
      dueDay: account.card.dueDay,
      cardNumber: account.number,
    };
  }
  const imported = sumCents(transactions.map((row) => row.amountCents));
  return {
    ...base,
    type: 'debit',
    accountType: account.kind === 'savings' ? 'Poupança' : 'Conta corrente',
    accountNumber: account.number,
    initialBalance: toDecimalString(account.balanceCents - imported),
  };
}

/** The legacy connector's wallet becomes the provider account's: later syncs book into it. */
async function adopt(repos: TxRepositories, legacy: PaymentRow, accountId: string): Promise<PaymentRow> {
  return (await repos.payments.update(legacy.id, { externalId: accountId })) ?? legacy;
}

/**
 * The provider's new rows less those already on the wallet under other ids: what a legacy
 * connector booked before the migration is not booked again (decision 052).
 */
async function notBookedYet(
  repos: TxRepositories,
  wallet: PaymentRow,
  snapshot: AccountSnapshot,
  fresh: ProviderTransaction[],
): Promise<ProviderTransaction[]> {
  if (fresh.length === 0) return fresh;
  const [from = ''] = fresh.map((row) => row.date).sort();
  const sent = new Set(snapshot.transactions.map((row) => row.id));
  const booked = await repos.bankAccesses.importedRowsOn(wallet.id, from);
  return withoutCounterparts(
    fresh,
    booked.filter((row) => !sent.has(row.externalId)),
  );
}

/**
 * An adopted account's balance is the bank's today, as a new wallet's is: the legacy connector's
 * initial value counted neither the rows it missed nor those the provider adds now.
 */
async function keepBankBalance(
  repos: TxRepositories,
  wallet: PaymentRow,
  account: ProviderAccount,
  now: Date,
) {
  const moved = await repos.payments.movementCents(wallet.id, todayIso(now));
  await repos.payments.update(wallet.id, { initialBalance: toDecimalString(account.balanceCents - moved) });
}

/**
 * Books what the provider answered: each account once as a wallet (by externalId), each
 * transaction once (by externalId), card rows in their invoices. Runs in the caller's database
 * transaction with the person and the connection locked, so a repeated or concurrent sync of any of
 * their connections adds nothing twice.
 * An account another connection to the same bank already imports gets no second wallet (decision
 * 026); a connection left with nothing of its own is refused, 409, and nothing is written. An
 * account its own legacy connector imported before a migration is booked into that wallet
 * (decision 052).
 */
export async function importSnapshot(
  repos: TxRepositories,
  access: BankAccessRow,
  item: ProviderItem,
  snapshots: AccountSnapshot[],
  now: Date,
): Promise<number> {
  // The person first: two connections to one bank synced at once each saw no account imported
  // elsewhere and both imported everything (audit Y5); locking only the connection held neither.
  await repos.users.lock(access.userId);
  await repos.bankAccesses.lock(access.id);
  const wallets = new Map(
    (await repos.bankAccesses.importedPayments([access.id])).map((row) => [row.externalId, row]),
  );
  const known = await repos.bankAccesses.importedTransactionIds(access.id);
  const elsewhere = await repos.bankAccesses.importedElsewhere(
    await repos.families.householdOf(access.userId),
    access.connector,
    access.id,
  );
  const accounts = snapshots.map((snapshot) => snapshot.account);
  const providerIds = new Set(accounts.map((account) => account.id));
  const taken = new Set(alreadyImported(accounts, elsewhere).map((account) => account.id));
  let own = wallets.size;
  let skipped = 0;
  const categories = new Map<string, string | null>();
  const categoryId = async (code: string) => {
    if (!categories.has(code)) categories.set(code, (await repos.categories.findByCode(code))?.id ?? null);
    return categories.get(code) ?? null;
  };

  let added = 0;
  for (const snapshot of snapshots) {
    let fresh = snapshot.transactions.filter((row) => !known.has(row.id));
    let wallet: PaymentRow | undefined = wallets.get(snapshot.account.id);
    const legacy = wallet ? undefined : legacyWalletOf(snapshot.account, [...wallets.values()], providerIds);
    if (legacy) {
      wallet = await adopt(repos, legacy, snapshot.account.id);
      wallets.delete(legacy.externalId);
      wallets.set(snapshot.account.id, wallet);
    }
    if (!wallet && taken.has(snapshot.account.id)) {
      skipped += 1;
      continue;
    }
    if (wallet) {
      fresh = await notBookedYet(repos, wallet, snapshot, fresh);
    } else {
      wallet = await repos.payments.create(walletOf(access, { ...snapshot, transactions: fresh }));
      own += 1;
    }
    const rows: NewTransaction[] = [];
    for (const row of fresh) {
      const type = row.amountCents >= 0 ? 'revenues' : 'expenses';
      rows.push({
        userId: access.userId,
        paymentId: wallet.id,
        bankAccessId: access.id,
        externalId: row.id,
        transactionType: type,
        name: oneLineName(row.description) || wallet.name,
        value: toDecimalString(row.amountCents),
        date: row.date,
        paid: true,
        categoryId: await categoryId(row.categoryCode ?? FALLBACK_CATEGORY[type]),
      });
    }
    const card = wallet.type === 'credit';
    if (rows.length > 0) {
      if (card) await repos.payments.lock(wallet.id);
      added += (await repos.transactions.insertMany(await withInvoices(repos, wallet, rows))).length;
      // An imported card purchase takes a credit on its way, as one typed by hand does (decision 034).
      if (card) await reconcileCreditsOf(repos, { paymentIds: [wallet.id] });
    }
    if (legacy && !card) await keepBankBalance(repos, wallet, snapshot.account, now);
  }
  if (own === 0 && skipped > 0)
    throw new HttpError(
      409,
      BANK_MESSAGES[duplicateRefusal(accounts, elsewhere, access.userId) ?? 'duplicate'],
    );
  await repos.bankAccesses.update(access.id, {
    lastSynced: now,
    lastUpdate: item.lastUpdate,
    status: item.status,
    active: true,
  });
  return added;
}
