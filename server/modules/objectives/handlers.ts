import type { FastifyReply, FastifyRequest } from 'fastify';
import { addDays, todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import { checkMovement, isDone } from '../../domain/objectives.ts';
import { fail } from '../../errors.ts';
import type { ObjectiveRow } from '../../repositories/objectives.ts';
import { refuseFractionalAmounts } from '../transactions/currency.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { bookedName, invalidObjectiveField, OBJECTIVE_MESSAGES, objectiveRefused } from './messages.ts';
import { movementsByObjective, paidCentsOf, presentObjective } from './present.ts';
import { accountFor, centsOf, objectiveColumns, objectiveCurrency } from './rules.ts';

/** The caller's own objective; anyone else's (family and planner included) is "not found". */
async function ownObjective(request: FastifyRequest, id: string): Promise<ObjectiveRow> {
  const objective = await request.server.repos.objectives.findById(id);
  if (!objective || objective.userId !== caller(request).userId) throw fail(404, 'errors.notFound');
  return objective;
}

async function present(request: FastifyRequest, row: ObjectiveRow) {
  return presentObjective(row, await request.server.repos.objectives.movements([row.id]));
}

async function change(
  request: FastifyRequest<{ Params: { id: string }; Body: Schemas['ObjectivePatch'] }>,
): Promise<Answer<'updateObjective', 200>> {
  const current = await ownObjective(request, request.params.id);
  const paymentId = await accountFor(request, request.body, current);
  const currency = await objectiveCurrency(request, request.body, current);
  const updated = await request.server.repos.transaction(async (repos) => {
    await repos.objectives.lock(current.id);
    const paid = paidCentsOf(await repos.objectives.movements([current.id]));
    const columns = objectiveColumns(request.body, { row: current, paid, paymentId, currency });
    return repos.objectives.update(current.id, columns);
  });
  if (!updated) throw fail(404, 'errors.notFound');
  return { data: await present(request, updated), message: OBJECTIVE_MESSAGES.updated };
}

async function remove(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const objective = await ownObjective(request, request.params.id);
  await request.server.repos.objectives.delete(objective.id);
  return reply.status(204).send();
}

/**
 * A deposit books an investment row out of the objective's account, a redemption one back into
 * it, in the 'Poupança' category (decision 191), and `done` follows, in one transaction.
 */
async function move(
  request: FastifyRequest<{ Params: { id: string }; Body: Schemas['ObjectiveTransaction'] }>,
): Promise<ObjectiveRow> {
  const objective = await ownObjective(request, request.params.id);
  const value = centsOf(request.body.value, 'value');
  await refuseFractionalAmounts(request, { value });
  // Its account went with a bank connection (decision 029): the person picks another one first.
  if (!objective.paymentId) throw invalidObjectiveField('accountGone', 'payment');
  const savings = await request.server.repos.categories.findByCode('poupanca');
  return request.server.repos.transaction(async (repos) => {
    await repos.objectives.lock(objective.id);
    const paid = paidCentsOf(await repos.objectives.movements([objective.id]));
    const amounts = { total: toCents(objective.totalValue), initial: toCents(objective.initialValue), paid };
    // Spec 3: the date is today, read-only. Yesterday still passes because a modal opened just
    // before midnight (São Paulo) sends the day it was opened on; older dates would rewrite past
    // balances, and none may precede the objective, which did not exist yet.
    const today = todayIso();
    const { date } = request.body;
    const refusal =
      checkMovement(amounts, value, date, today) ??
      ((date !== today && date !== addDays(today, -1)) || (objective.beginDate && date < objective.beginDate)
        ? ({ problem: 'invalidDate', field: 'date' } as const)
        : null);
    if (refusal) throw objectiveRefused(refusal);
    await repos.transactions.insertMany([
      {
        userId: objective.userId,
        name: bookedName(value > 0 ? 'deposit' : 'redeem', objective.name),
        value: toDecimalString(-value),
        date,
        paid: true,
        transactionType: 'investiments',
        paymentId: objective.paymentId,
        categoryId: savings?.id ?? null,
        objectiveId: objective.id,
      },
    ]);
    const updated = await repos.objectives.update(objective.id, {
      done: isDone({ ...amounts, paid: paid + value }),
    });
    if (!updated) throw fail(404, 'errors.notFound');
    return updated;
  });
}

/** The objectives listObjectives answers: the caller's own, with their movements. */
export async function listedObjectives(request: FastifyRequest) {
  const repo = request.server.repos.objectives;
  const rows = await repo.listFor(caller(request).userId);
  const grouped = movementsByObjective(await repo.movements(rows.map((row) => row.id)));
  return rows.map((row) => presentObjective(row, grouped.get(row.id) ?? []));
}

export const objectivesHandlers: Handlers = {
  async listObjectives(request): Promise<Answer<'listObjectives', 200>> {
    const items = await listedObjectives(request);
    return { data: { items, total: items.length } };
  },

  async getObjective(request): Promise<Answer<'getObjective', 200>> {
    return { data: await present(request, await ownObjective(request, request.params.id)) };
  },

  async createObjective(request, reply): Promise<Answer<'createObjective', 201>> {
    const paymentId = await accountFor(request, request.body);
    const currency = await objectiveCurrency(request, request.body);
    const columns = objectiveColumns(request.body, { paid: 0, paymentId, currency });
    const row = await request.server.repos.objectives.create({ ...columns, userId: caller(request).userId });
    reply.status(201);
    return { data: presentObjective(row, []), message: OBJECTIVE_MESSAGES.created };
  },

  updateObjective: change,
  replaceObjective: change,
  deleteObjective: remove,
  deleteObjetive: remove,

  async createObjectiveTransaction(request): Promise<Answer<'createObjectiveTransaction', 200>> {
    const updated = await move(request);
    const message = request.body.value > 0 ? OBJECTIVE_MESSAGES.deposited : OBJECTIVE_MESSAGES.redeemed;
    return { data: await present(request, updated), message };
  },
};
