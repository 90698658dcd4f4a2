import type { FastifyRequest } from 'fastify';
import { addMonthsToKey, isIsoDate, monthKeyOf, monthsBetween, todayIso } from '../../../src/lib/dates.ts';
import { BUDGET_MESSAGES } from '../../domain/budget-lines.ts';
import { defaultLines, fillPlan, type PlannedMonth, planningMonths } from '../../domain/budget-plan.ts';
import { toCents } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import { fail, HttpError } from '../../errors.ts';
import type { StoredBudget } from '../../repositories/budgets.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { Answer, Handlers, Query } from '../types.ts';
import { applyChanges } from './apply.ts';
import { changesOfLists, linesAtOffset, linesOfBody, newLineId, type WireChange } from './lines.ts';
import { BUDGET_LISTS, type CategoryIndex, presentBudget } from './present.ts';
import { getBudgetProposal } from './proposal.ts';
import { budgetReaders, budgetWriter, canRead } from './scope.ts';

const MAX_MONTHS = 120;

/** The months of a query: from startDate's month (this month without it) to endDate's, 12 by default. */
function rangeOf(startDate?: string, endDate?: string): { first: MonthKey; last: MonthKey } {
  const first = monthKeyOf(startDate ?? todayIso());
  const last = endDate ? monthKeyOf(endDate) : addMonthsToKey(first, 11);
  const count = monthsBetween(first, last) + 1;
  if (count < 1 || count > MAX_MONTHS) throw fail(400, 'errors.badRequest');
  return { first, last };
}

async function categoryIndex(request: FastifyRequest, userIds: readonly string[]): Promise<CategoryIndex> {
  const lists = await Promise.all(userIds.map((id) => request.server.repos.categories.listFor(id)));
  return new Map(lists.flat().map((row) => [row.id, row]));
}

async function present(request: FastifyRequest, budgets: StoredBudget[]) {
  const categories = await categoryIndex(request, [...new Set(budgets.map((budget) => budget.userId))]);
  return budgets.map((budget) => presentBudget(budget, categories));
}

/** A budget the caller may see, or 404 (another person's budget is never shown, decision 211). */
async function visibleBudget(request: FastifyRequest, id: string): Promise<StoredBudget> {
  const budget = await request.server.repos.budgets.findById(id);
  if (!budget || !(await canRead(request, budget.userId))) throw fail(404, 'errors.notFound');
  return budget;
}

/** The first plan of a month with no budget: the latest earlier plan, else the defaults. */
async function newMonth(repos: TxRepositories, userId: string, month: MonthKey): Promise<PlannedMonth> {
  const earlier = await repos.budgets.latestBefore(userId, month);
  const [copied] = earlier ? fillPlan([earlier], [month], newLineId) : [];
  if (copied) return copied;
  const salary = await repos.categories.findByCode('salario');
  return { month, lines: defaultLines(salary?.id, newLineId), accumulated: 0 };
}

async function storedMonth(repos: TxRepositories, userId: string, month: MonthKey): Promise<StoredBudget> {
  const [existing] = await repos.budgets.listBetween([userId], month, month);
  if (existing) return existing;
  await repos.budgets.insertMissing(userId, [await newMonth(repos, userId, month)]);
  const [created] = await repos.budgets.listBetween([userId], month, month);
  return created as StoredBudget;
}

/** The budgets listBudgets answers for a query. */
export async function listedBudgets(request: FastifyRequest, query: Query<'listBudgets'>) {
  const { first, last } = rangeOf(query.startDate, query.endDate);
  const userIds = await budgetReaders(request, { userId: query.userId, family: query.family });
  return present(request, await request.server.repos.budgets.listBetween(userIds, first, last));
}

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A multi-update key that names a month by its date: a business date of the contract (years 1900
 * to 2200) on the first of a month, or 400 as any other date out of the contract.
 */
function monthOfKey(key: string): MonthKey | undefined {
  if (!DATE_SHAPE.test(key)) return undefined;
  const year = Number(key.slice(0, 4));
  if (!isIsoDate(key) || year < 1900 || year > 2200 || !key.endsWith('-01'))
    throw fail(400, 'errors.badRequest');
  return monthKeyOf(key);
}

const hasLists = (body: object) => Object.values(BUDGET_LISTS).some((list) => list in body);

export const budgetsHandlers: Handlers = {
  getBudgetProposal,

  async listBudgets(request): Promise<Answer<'listBudgets', 200>> {
    const items = await listedBudgets(request, request.query);
    return { data: { items, total: items.length } };
  },

  async getBudget(request): Promise<Answer<'getBudget', 200>> {
    const [budget] = await present(request, [await visibleBudget(request, request.params.id)]);
    return { data: budget as NonNullable<typeof budget> };
  },

  async createBudget(request, reply): Promise<Answer<'createBudget', 201>> {
    const { query, server } = request;
    const body = request.body ?? undefined;
    const owner = await budgetWriter(request, query.userId);
    reply.status(201);
    if (query.fill) {
      const { first, last } = rangeOf(query.startDate, query.endDate);
      const months = planningMonths(first, monthsBetween(first, last) + 1);
      await server.repos.transaction(async (repos) => {
        await repos.budgets.lockBetween(owner, first, last);
        const earlier = await repos.budgets.latestBefore(owner, first);
        const stored = await repos.budgets.listBetween([owner], first, last);
        await repos.budgets.insertMissing(
          owner,
          fillPlan([...(earlier ? [earlier] : []), ...stored], months, newLineId),
        );
      });
      const items = await present(request, await server.repos.budgets.listBetween([owner], first, last));
      return { data: { items, total: items.length } };
    }
    if (!body?.date || !isIsoDate(body.date)) throw fail(400, 'errors.badRequest');
    const month = monthKeyOf(body.date);
    const categories = await categoryIndex(request, [owner]);
    let lines = linesOfBody(body, categories, month);
    if (!lines.some((line) => line.type === 'revenues')) {
      const salary = await server.repos.categories.findByCode('salario');
      lines = [...defaultLines(salary?.id, newLineId), ...lines];
    }
    const accumulated = toCents(body.accumulated ?? 0);
    const months = query.multi ? planningMonths(month) : [month];
    const last = months.at(-1) as MonthKey;
    const created = await server.repos.transaction(async (repos) => {
      await repos.budgets.lockBetween(owner, month, last);
      const existing = await repos.budgets.listBetween([owner], month, last);
      if (!query.multi && existing.length > 0) throw new HttpError(400, BUDGET_MESSAGES.monthPlanned);
      const taken = new Set(existing.map((budget) => budget.month));
      return repos.budgets.insertMissing(
        owner,
        months
          .map((key, offset) => ({
            month: key,
            lines: linesAtOffset(lines, offset),
            accumulated: offset ? 0 : accumulated,
          }))
          .filter((budget) => !taken.has(budget.month)),
      );
    });
    if (query.multi) {
      const items = await present(request, await server.repos.budgets.listBetween([owner], month, last));
      return { data: { items, total: items.length } };
    }
    // A 201 answers the plan this request stored, never a month another request stored (audit Y1).
    if (created.length === 0) throw new HttpError(400, BUDGET_MESSAGES.monthPlanned);
    const [budget] = await present(request, created);
    return { data: budget as NonNullable<typeof budget> };
  },

  async updateBudget(request): Promise<Answer<'updateBudget', 200>> {
    const { server, body, query } = request;
    const stored = await visibleBudget(request, request.params.id);
    await budgetWriter(request, stored.userId);
    const changes: WireChange[] = body.changes ?? (hasLists(body) ? changesOfLists(body, stored.lines) : []);
    if (changes.length === 0 && body.accumulated === undefined && !hasLists(body))
      throw fail(400, 'errors.badRequest');
    const categories = await categoryIndex(request, [stored.userId]);
    await server.repos.transaction(async (repos) => {
      if (changes.length > 0) await applyChanges(repos, stored, changes, categories, query.multi === true);
      if (body.accumulated !== undefined)
        await repos.budgets.saveAccumulated(stored.id, toCents(body.accumulated));
    });
    const [budget] = await present(request, [
      (await server.repos.budgets.findById(stored.id)) as StoredBudget,
    ]);
    return { data: budget as NonNullable<typeof budget> };
  },

  async multiUpdateBudgets(request): Promise<Answer<'multiUpdateBudgets', 200>> {
    const { server, body } = request;
    const owner = await budgetWriter(request, request.query.userId);
    const categories = await categoryIndex(request, [owner]);
    const months = new Map(Object.keys(body).map((key) => [key, monthOfKey(key)]));
    // A month named by its date is created by its first change: with none, nothing is created.
    const keys = [...months]
      .filter(([key, month]) => !month || (body[key] ?? []).length > 0)
      .map(([key]) => key);
    const ids = await server.repos.transaction(async (repos) => {
      // Before a month named by its date is made: two requests would otherwise both make it.
      await repos.users.lock(owner);
      const targets: StoredBudget[] = [];
      for (const key of keys) {
        const keyMonth = months.get(key);
        const budget = keyMonth
          ? await storedMonth(repos, owner, keyMonth)
          : await repos.budgets.findById(key);
        if (!budget || budget.userId !== owner) throw fail(404, 'errors.notFound');
        targets.push(budget);
      }
      targets.sort((a, b) => a.month.localeCompare(b.month));
      for (const [index, target] of targets.entries()) {
        const current = (await repos.budgets.findById(target.id)) as StoredBudget;
        const key = keys.find((entry) => entry === target.id || months.get(entry) === target.month);
        await applyChanges(repos, current, body[key as string] ?? [], categories);
        targets[index] = current;
      }
      return targets.map((target) => target.id);
    });
    const budgets = await Promise.all(ids.map((id) => server.repos.budgets.findById(id)));
    const items = await present(request, budgets as StoredBudget[]);
    return { data: { items, total: items.length } };
  },

  async deleteBudget(request, reply) {
    const { startDate, endDate } = request.query;
    const stored = await visibleBudget(request, request.params.id);
    await budgetWriter(request, stored.userId);
    await request.server.repos.transaction(async (repos) => {
      await repos.budgets.deleteBetween(stored.userId, stored.month, stored.month);
      if (startDate || endDate) {
        const { first, last } = rangeOf(startDate ?? endDate, endDate);
        await repos.budgets.deleteBetween(stored.userId, first, last);
      }
    });
    return reply.status(204).send();
  },
};
