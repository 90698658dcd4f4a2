import type { FastifyInstance } from 'fastify';
import { lastDateOfMonth } from '../../../src/lib/dates.ts';
import { toCents } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import type { PaymentRow } from '../../repositories/payments.ts';

/**
 * Closing balance of the wallets at the end of each month (decisions 122, 124): initial values plus
 * paid rows. A card's balance is what it owes: its rows plus what was paid to its invoices, each
 * carry left out since the payment that booked it is already counted.
 */
export async function walletSeries(app: FastifyInstance, wallets: PaymentRow[], months: MonthKey[]) {
  const until = lastDateOfMonth(months.at(-1) as MonthKey);
  const ids = wallets.map((wallet) => wallet.id);
  const [sums, ...cardPayments] = await Promise.all([
    app.repos.balances.walletMonthSums(ids, until),
    ...wallets
      .filter((wallet) => wallet.type === 'credit')
      .map((card) => app.repos.balances.cardPaymentMonthSums(card.id, until)),
  ]);
  const movements = [sums, ...cardPayments];
  const initial = wallets.reduce((total, wallet) => total + toCents(wallet.initialBalance), 0);
  return months.map((month) => {
    let total = initial;
    for (const perMonth of movements) for (const [key, cents] of perMonth) if (key <= month) total += cents;
    return total;
  });
}
