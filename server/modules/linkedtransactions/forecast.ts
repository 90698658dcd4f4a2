import type { FastifyRequest } from 'fastify';
import { lastDateOfMonth, todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { fromCents, sumCents, toCents } from '../../domain/money.ts';
import { toppedUpVersions } from '../transactions/top-up.ts';
import type { Schemas } from '../types.ts';
import { paidInMonth } from './calendar.ts';

/**
 * Decision 201: cash and accounts today + items unpaid in the month + rows still to come by its
 * end (unpaid ones, and paid ones dated after today, which today's balance does not hold yet).
 */
export async function calendarForecast(
  request: FastifyRequest,
  month: string,
): Promise<Schemas['CalendarForecast']> {
  const { repos } = request.server;
  const userId = caller(request).userId;
  const today = todayIso();
  // Repetitions due by the month's end count even when nobody has listed that month yet.
  await toppedUpVersions(request.server, [userId], lastDateOfMonth(month));
  const wallets = (await repos.payments.listFor([userId])).filter(
    (wallet) => wallet.userId === userId && wallet.type !== 'credit',
  );
  const end = lastDateOfMonth(month);
  const [movements, movementsByEnd, items, unpaid] = await Promise.all([
    Promise.all(wallets.map((wallet) => repos.payments.movementCents(wallet.id, today))),
    end > today
      ? Promise.all(wallets.map((wallet) => repos.payments.movementCents(wallet.id, end)))
      : Promise.resolve([]),
    repos.linked.listFor(userId),
    repos.linked.unpaidTransactionCents(userId, end),
  ]);
  const walletCents = sumCents([...wallets.map((wallet) => toCents(wallet.initialBalance)), ...movements]);
  const paidLater = end > today ? sumCents(movementsByEnd) - sumCents(movements) : 0;
  const pendingTransactions = unpaid + paidLater;
  const pendingLinked = sumCents(
    items.filter((item) => !paidInMonth(item.lastPaymentDate, month)).map((item) => toCents(item.value)),
  );
  return {
    month,
    wallets: fromCents(walletCents),
    pendingLinked: fromCents(pendingLinked),
    pendingTransactions: fromCents(pendingTransactions),
    forecast: fromCents(walletCents + pendingLinked + pendingTransactions),
  };
}
