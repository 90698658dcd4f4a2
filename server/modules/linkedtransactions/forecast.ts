import type { FastifyRequest } from 'fastify';
import { lastDateOfMonth, todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { fromCents, sumCents, toCents } from '../../domain/money.ts';
import { toppedUpVersions } from '../transactions/top-up.ts';
import type { Schemas } from '../types.ts';
import { paidInMonth } from './calendar.ts';

/** Decision 201: cash and accounts today + items unpaid in the month + unpaid rows up to its end. */
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
  const [movements, items, pendingTransactions] = await Promise.all([
    Promise.all(wallets.map((wallet) => repos.payments.movementCents(wallet.id, today))),
    repos.linked.listFor(userId),
    repos.linked.unpaidTransactionCents(userId, lastDateOfMonth(month)),
  ]);
  const walletCents = sumCents([...wallets.map((wallet) => toCents(wallet.initialBalance)), ...movements]);
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
