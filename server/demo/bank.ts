import { compareDates, dateInMonth, monthKeyOf, startOfBusinessDay } from '../../src/lib/dates.ts';
import { toDecimalString } from '../domain/money.ts';
import type { IsoDate } from '../domain/types.ts';
import { type AccountSnapshot, importSnapshot } from '../modules/bankaccesses/import.ts';
import { importFrom } from '../modules/bankaccesses/sync-policy.ts';
import { fakeOpenBanking } from '../open-banking/fake.ts';
import { FAKE_ITEM_PREFIX } from '../open-banking/index.ts';
import type { TxRepositories } from '../repositories/index.ts';
import { payInvoices } from './money.ts';

/** Banco do Brasil in the fake provider (server/open-banking/connectors.ts). */
export const DEMO_BANK_CONNECTOR = '211';

/**
 * Ana's connected bank: the item the demo widget would create, saved as createBankAccess saves it
 * and synchronised as syncBankAccess does (decision 170), so Contas Conectadas shows a bank with its
 * imported account, card and rows. Always the fake (a demo item means nothing to Pluggy); the card's
 * closed invoices are paid from the imported account on their due dates.
 */
export async function connectDemoBank(
  repos: TxRepositories,
  userId: string,
  today: IsoDate,
  now: Date,
): Promise<void> {
  const provider = fakeOpenBanking(() => now);
  const linkId = `${FAKE_ITEM_PREFIX}${DEMO_BANK_CONNECTOR}:demo-${userId}`;
  const item = await provider.getItem(linkId);
  const access = await repos.bankAccesses.create({
    userId,
    linkId,
    institution: item.institution,
    connector: item.connector,
    type: 'pluggy',
    status: item.status,
    active: true,
  });
  const from = importFrom(access, now);
  const snapshots: AccountSnapshot[] = [];
  for (const account of await provider.listAccounts(linkId))
    snapshots.push({ account, transactions: await provider.listTransactions(account.id, from) });
  await importSnapshot(repos, access, item, snapshots, now);
  const imported = await repos.bankAccesses.importedPayments([access.id]);
  const card = imported.find((wallet) => wallet.type === 'credit');
  const checking = imported.find((wallet) => wallet.type !== 'credit');
  if (card && checking) await payInvoices(repos, card, checking, today);
  await calendarItems(repos, userId, access.id, today);
}

/** The bank's monthly salary and bills (the fake's days and values), as calendar reminders. */
const BANK_ITEMS: ReadonlyArray<[name: string, code: string, cents: number, day: number]> = [
  ['Salário', 'salario', 650_000, 5],
  ['Aluguel', 'aluguel', -180_000, 10],
  ['Conta de luz Enel', 'energia', -18_790, 15],
];

/**
 * Calendar items (decision 202) for what arrives through the bank: they have no rows ahead (the bank
 * sends each when it happens), so the calendar and its forecast show them. An item whose day has come
 * this month is paid, by the bank's row: no wallet is named, so paying one never books a second row.
 */
async function calendarItems(repos: TxRepositories, userId: string, bankAccessId: string, today: IsoDate) {
  for (const [name, code, cents, day] of BANK_ITEMS) {
    const date = dateInMonth(monthKeyOf(today), day);
    await repos.linked.create({
      userId,
      name,
      categoryId: (await repos.categories.findByCode(code))?.id ?? null,
      transactionType: cents > 0 ? 'revenues' : 'expenses',
      value: toDecimalString(cents),
      bankAccessId,
      day,
      lastPaymentDate: compareDates(date, today) <= 0 ? startOfBusinessDay(date) : null,
    });
  }
}
