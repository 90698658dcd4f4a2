import type { BankAccess, Invoice, Payment, Transaction } from '@/api/gen/model';
import { invoiceDueCents } from '@/lib/invoice-balance';
import { fromApiAmount } from '@/lib/money';

const DAY_MS = 86_400_000;

/** Credit cards first, then savings, then checking accounts (spec 2, wallets screen). */
export function sortAccounts(payments: readonly Payment[]): Payment[] {
  const rank = (payment: Payment) =>
    payment.type === 'credit' ? 0 : payment.accountType === 'Poupança' ? 1 : 2;
  return [...payments].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'pt-BR'));
}

export const isManual = (payment: Payment) => payment.type !== 'money' && !payment.externalId;

/** An edit icon only on the user's own payments, never on the cash wallet Dinheiro. */
export const isEditable = (payment: Payment, userId: string) =>
  (!payment.user || payment.user === userId) && !(payment.type === 'money' && payment.name === 'Dinheiro');

/** Bank data is stale after more than a day since the last update. */
export function needsSync(access: BankAccess | undefined, now: Date): boolean {
  if (!access) return false;
  const last = access.lastUpdate ?? access.lastSynced ?? null;
  return !last || now.getTime() - Date.parse(last) > DAY_MS;
}

/**
 * Whether the card's invoices were read: the person's own always; another member's only with the
 * family's invoices (`family=true`). Without them its limit in use is unknown, not 0%.
 */
export const invoicesRead = (card: Payment, userId: string, familyInvoices: boolean) =>
  familyInvoices || !card.user || card.user === userId;

/**
 * A repetition's member dated after today (a subscription's next charges): made ahead so the months
 * show it (decisions 100, 311), but not charged, so not on the limit, unlike an instalment purchase,
 * which a card reserves whole (audit J8: one R$ 50 subscription held 60 % of a R$ 1.000 limit, and
 * more the further the person browsed).
 */
const isUnchargedRepetition = (row: Transaction, today: string) => Boolean(row.recurrent) && row.date > today;

/**
 * The limit in use: what the card's open and future invoices still owe (instalments included),
 * in centavos, after what was paid to them (each invoice's balance, decision 124), less the
 * repetitions' charges still to come. Invoices that closed before today were billed and are no
 * longer on the limit.
 */
export function limitInUse(card: Payment, invoices: readonly Invoice[], today: string): number {
  return invoices
    .filter((invoice) => invoice.creditCardId === card._id && (invoice.closeOnDay ?? today) >= today)
    .reduce((sum, invoice) => {
      const ahead = invoice.items
        .filter((row) => isUnchargedRepetition(row, today))
        .reduce((total, row) => total + fromApiAmount(row.value), 0);
      return sum + invoiceDueCents(fromApiAmount(invoice.balance) - ahead);
    }, 0);
}
