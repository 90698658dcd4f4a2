import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addDays,
  addMonthsToKey,
  lastDateOfMonth,
  monthKeyOf,
  monthsBetween,
  todayIso,
} from '../../../src/lib/dates.ts';
import { readScope } from '../../auth/scope.ts';
import { accumulatedOver } from '../../domain/budget-plan.ts';
import { fromCents } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import { fail } from '../../errors.ts';
import { answerTag, clientHolds } from '../../http/revalidation.ts';
import type { MonthGroupSum, SumFilter } from '../../repositories/balances.ts';
import { budgetReaders } from '../budgets/scope.ts';
import type { Answer, Handlers, Query, Schemas } from '../types.ts';
import { spentCents } from './spent.ts';
import { walletSeries } from './wallets.ts';

type Point = Schemas['BalanceChartPoint'];
type BalanceQuery = Query<'listBalances'>;

const MAX_MONTHS = 120;
/** Before any business date: the savings total opens with everything up to the window. */
const OPENING = '1900-01-01';

/** The months a query covers, oldest first; without dates, the six-month chart window. */
function monthsOf(start: string | undefined, end: string | undefined): MonthKey[] {
  const last = monthKeyOf(end ?? todayIso());
  const first = start ? monthKeyOf(start) : addMonthsToKey(last, -5);
  const count = monthsBetween(first, last) + 1;
  if (count < 1 || count > MAX_MONTHS) throw fail(400, 'errors.badRequest');
  return Array.from({ length: count }, (_, index) => addMonthsToKey(first, index));
}

const magnitude = (cents: number) => fromCents(Math.abs(cents));

function byMonth(sums: MonthGroupSum[], type: string): Map<string, number> {
  return new Map(sums.filter((sum) => sum.transactionType === type).map((sum) => [sum.month, sum.cents]));
}

async function filterOf(
  request: FastifyRequest,
  query: BalanceQuery,
  months: MonthKey[],
): Promise<SumFilter> {
  const scope = await readScope(request, query);
  const cardSet = query.categories?.split(',').filter((id) => id.trim()) ?? [];
  return {
    userIds: scope.userIds,
    start: `${months[0]}-01`,
    end: lastDateOfMonth(months.at(-1) as MonthKey),
    // A card's set of categories (the report) takes in every subcategory under them, a family
    // member's too; one category's figures (`categoryId`, its details) stay that category's.
    categoryIds: [
      ...(query.categoryId?.trim() ? [query.categoryId] : []),
      ...(await request.server.repos.categories.withSubcategories(cardSet)),
    ],
    paymentId: query.paymentId,
    paidOnly: query.paid,
  };
}

/** Card instalment rows against what the planning puts aside for 'Dívidas e parcelas'. */
async function installments(
  request: FastifyRequest,
  filter: SumFilter,
  months: MonthKey[],
): Promise<Point[]> {
  const { repos } = request.server;
  const cards = (await repos.payments.listFor(filter.userIds)).filter((p) => p.type === 'credit');
  const [planned, realized] = await Promise.all([
    repos.balances.plannedByMonth(filter.userIds, filter.start, filter.end, filter.categoryIds, ['debts']),
    repos.balances.monthInstallmentSums(
      filter,
      cards.map((card) => card.id),
    ),
  ]);
  return months.map((month) => ({
    month,
    planned: fromCents(planned.get(month) ?? 0),
    realized: magnitude(realized.get(month) ?? 0),
  }));
}

/**
 * What was saved each month (deposits less redemptions: investment rows are negative going in) and
 * the running total, which opens with everything saved before the window. Paid rows only: an unpaid
 * investment has not been put aside yet.
 */
async function savings(request: FastifyRequest, filter: SumFilter, months: MonthKey[]): Promise<Point[]> {
  const { balances } = request.server.repos;
  const paid = { ...filter, paidOnly: true };
  const [before, within] = await Promise.all([
    balances.monthGroupSums({ ...paid, start: OPENING, end: addDays(filter.start, -1) }),
    balances.monthGroupSums(paid),
  ]);
  const saved = byMonth(within, 'investiments');
  let accumulated =
    0 - before.filter((sum) => sum.transactionType === 'investiments').reduce((t, s) => t + s.cents, 0);
  return months.map((month) => {
    const cents = 0 - (saved.get(month) ?? 0);
    accumulated += cents;
    return { month, investments: fromCents(cents), accumulated: fromCents(accumulated) };
  });
}

/** The points listBalances answers with `type=chart`. */
export async function balanceChart(request: FastifyRequest, query: BalanceQuery): Promise<Point[]> {
  const { repos } = request.server;
  const months = monthsOf(query.startDate, query.endDate);
  const filter = await filterOf(request, query, months);
  const sums = await repos.balances.monthGroupSums(filter);
  const revenues = byMonth(sums, 'revenues');
  const expenses = byMonth(sums, 'expenses');
  const investments = byMonth(sums, 'investiments');
  const at = (map: Map<string, number>, month: string) => map.get(month) ?? 0;

  if (query.chartType === 'budgets') {
    const planned = await repos.balances.plannedByMonth(
      filter.userIds,
      filter.start,
      filter.end,
      filter.categoryIds,
    );
    return months.map((month) => ({
      month,
      planned: fromCents(at(planned, month)),
      realized: fromCents(spentCents(sums.filter((sum) => sum.month === month))),
    }));
  }
  if (query.chartType === 'creditInstallments') return installments(request, filter, months);
  if (query.chartType === 'savings') return savings(request, filter, months);
  return months.map((month) => ({
    month,
    revenues: magnitude(at(revenues, month)),
    expenses: magnitude(at(expenses, month)),
    investments: magnitude(at(investments, month)),
    balance: fromCents(at(revenues, month) + at(expenses, month) + at(investments, month)),
  }));
}

/** Planned against paid for a period (and a category): the summary of decisions 122 and 488. */
export async function balanceSummary(request: FastifyRequest, query: BalanceQuery) {
  const { repos } = request.server;
  const months = monthsOf(query.startDate ?? query.endDate ?? todayIso(), query.endDate);
  const filter = await filterOf(request, query, months);
  filter.start = query.startDate ?? filter.start;
  const [sums, planned] = await Promise.all([
    repos.balances.monthGroupSums({ ...filter, paidOnly: true }),
    repos.balances.plannedByMonth(filter.userIds, filter.start, filter.end, filter.categoryIds),
  ]);
  const spent = spentCents(sums);
  const plannedCents = [...planned.values()].reduce((a, cents) => a + cents, 0);
  return {
    planned: fromCents(plannedCents),
    expensesPaid: fromCents(spent),
    expensesBalance: fromCents(plannedCents - spent),
  };
}

/**
 * The planning's accumulated value at the end of the period (decision 213): per user, the opening
 * amount stored on the period's first budget plus each month's planned balance.
 */
async function accumulated(request: FastifyRequest, query: BalanceQuery) {
  const months = monthsOf(query.startDate, query.endDate);
  const userIds = await budgetReaders(request, { userId: query.userId, family: query.family });
  const budgets = await request.server.repos.budgets.listBetween(
    userIds,
    months[0] as MonthKey,
    months.at(-1) as MonthKey,
  );
  const cents = userIds.reduce(
    (total, userId) => total + accumulatedOver(budgets.filter((budget) => budget.userId === userId)),
    0,
  );
  return { accumulated: fromCents(cents) };
}

export const balancesHandlers: Handlers = {
  async listBalances(request, reply): Promise<Answer<'listBalances', 200> | FastifyReply> {
    const { query } = request;
    // Sums, budgets and the default window all move with the scope's data and with today.
    const scope = await readScope(request, query);
    const tag = await answerTag(request, scope.userIds, todayIso());
    if (clientHolds(request, reply, tag)) return reply.status(304).send();
    // A client without a copy gets the answer this process made for the tag (decisions 361, 376).
    const kept = request.server.answers.sendKept(request, reply, tag);
    if (kept) return kept;
    if (query.type === 'budgets') return { data: await accumulated(request, query) };
    if (query.type === 'chart') {
      const items = await balanceChart(request, query);
      return { data: { items, total: items.length } };
    }
    return { data: await balanceSummary(request, query) };
  },

  async getBalancesChart(request): Promise<Answer<'getBalancesChart', 200>> {
    const { inicio, fim, paymentId, family, user } = request.query;
    // One wallet may be a family member's (the wallets screen lists them); totals follow the scope.
    const scope = await readScope(request, { userId: user, family: family || Boolean(paymentId) });
    const wallets = (await request.server.repos.payments.listFor(scope.userIds)).filter((wallet) =>
      paymentId ? wallet.id === paymentId : wallet.type !== 'credit',
    );
    if (paymentId && wallets.length === 0) throw fail(404, 'errors.notFound');
    const series = await walletSeries(request.server, wallets, monthsOf(inicio, fim));
    return { data: series.map((cents) => fromCents(cents)) };
  },
};
