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
  const walletIds = wallets.map((wallet) => wallet.id);
  const [movement, movementByEnd, items, unpaid] = await Promise.all([
    repos.payments.movementCentsOfAll(walletIds, today),
    end > today ? repos.payments.movementCentsOfAll(walletIds, end) : Promise.resolve(0),
    repos.linked.listFor(userId),
    repos.linked.unpaidTransactionCents(userId, end),
  ]);
  const walletCents = sumCents([...wallets.map((wallet) => toCents(wallet.initialBalance)), movement]);
  const paidLater = end > today ? movementByEnd - movement : 0;
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
