import type { FastifyRequest } from 'fastify';
import { ObjectiveCategory } from '../../../src/api/gen/model/objectiveCategory.ts';
import { isIsoDate } from '../../../src/lib/dates.ts';
import type { Currency } from '../../../src/lib/money.ts';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { centsPerMinorUnit, toCents, toDecimalString } from '../../domain/money.ts';
import { checkObjective, isDone, monthlyInstallment, periodMonths } from '../../domain/objectives.ts';
import type { Cents } from '../../domain/types.ts';
import type { NewObjective, ObjectiveRow } from '../../repositories/objectives.ts';
import { refuseFractionalAmounts } from '../transactions/currency.ts';
import type { Schemas } from '../types.ts';
import { invalidObjectiveField, objectiveRefused } from './messages.ts';

type Write = Schemas['ObjectivePatch'];
type Columns = Omit<NewObjective, 'userId'>;

/** A wire amount in cents; an amount no column can hold is 'VALOR INVÁLIDO', not a crash. */
export function centsOf(value: number, field: string): Cents {
  try {
    return toCents(value);
  } catch {
    throw invalidObjectiveField('invalidValue', field);
  }
}

const CATEGORIES = new Set<string>(Object.values(ObjectiveCategory));

/**
 * The wizard's first step offers only these; anything else is a category not chosen, in the
 * wizard's words (decision 190), not the validator's.
 */
function categoryOf(value: string | undefined, row?: ObjectiveRow): string {
  if (value === undefined) return row?.category ?? 'outros';
  if (!CATEGORIES.has(value)) throw invalidObjectiveField('required', 'category');
  return value;
}

function dateOf(value: string, field: string): string {
  if (!isIsoDate(value)) throw invalidObjectiveField('invalidDate', field);
  return value;
}

/**
 * Deposits leave from the caller's own account or cash wallet; a credit card cannot hold savings
 * and another person's account is not theirs to move (decision 190).
 */
async function ownAccount(request: FastifyRequest, id: string | undefined): Promise<string> {
  if (!id) throw invalidObjectiveField('required', 'payment');
  const payment = await request.server.repos.payments.findById(id);
  if (!payment || payment.userId !== caller(request).userId || payment.type === 'credit' || payment.archived)
    throw invalidObjectiveField('invalidPayment', 'payment');
  return payment.id;
}

/**
 * The account an objective will save from: the one in `body`, else the one it has. Read before
 * any database transaction opens (PGlite has one connection).
 */
export function accountFor(request: FastifyRequest, body: Write, row?: ObjectiveRow): Promise<string> {
  if (body.payment === undefined && row?.paymentId) return Promise.resolve(row.paymentId);
  return ownAccount(request, body.payment);
}

/**
 * The amounts `body` sets anew, each in the owner's currency (decision 486: whole yen for JPY); one
 * sent back unchanged is not checked again. Answers the currency.
 */
export function objectiveCurrency(request: FastifyRequest, body: Write, row?: ObjectiveRow) {
  const changed = (value: number | undefined, field: 'totalValue' | 'initialValue') => {
    if (value === undefined) return undefined;
    const cents = centsOf(value, field);
    return row && cents === toCents(row[field]) ? undefined : cents;
  };
  return refuseFractionalAmounts(request, {
    totalValue: changed(body.totalValue, 'totalValue'),
    initialValue: changed(body.initialValue, 'initialValue'),
  });
}

interface Current {
  row?: ObjectiveRow;
  paid: Cents;
  paymentId: string;
  currency?: Currency;
}

/**
 * The columns an objective will have after `body`, checked as a whole; the instalment and
 * `done` are derived here, never taken from the client (decision 190).
 */
export function objectiveColumns(body: Write, current: Current): Columns {
  const row = current.row;
  const total =
    body.totalValue !== undefined ? centsOf(body.totalValue, 'totalValue') : toCents(row?.totalValue ?? '0');
  const initial =
    body.initialValue !== undefined
      ? centsOf(body.initialValue, 'initialValue')
      : toCents(row?.initialValue ?? '0');
  const beginDate = body.beginDate !== undefined ? dateOf(body.beginDate, 'beginDate') : row?.beginDate;
  const finalDate = body.finalDate !== undefined ? dateOf(body.finalDate, 'finalDate') : row?.finalDate;
  if (!beginDate) throw invalidObjectiveField('required', 'beginDate');
  if (!finalDate) throw invalidObjectiveField('required', 'finalDate');
  const category = categoryOf(body.category, row);
  const name = oneLineName(body.name ?? row?.name ?? '');
  const months = periodMonths(beginDate, finalDate);
  const lowered = body.totalValue !== undefined && body.initialValue === undefined;
  const refusal = checkObjective(
    { name, total, initial, paid: current.paid, months },
    lowered ? 'totalValue' : 'initialValue',
  );
  if (refusal) throw objectiveRefused(refusal);
  // A JPY objective's monthly instalment is whole yen, as its amounts are.
  const unit = centsPerMinorUnit(current.currency);
  return {
    name,
    category,
    totalValue: toDecimalString(total),
    initialValue: toDecimalString(initial),
    installment: toDecimalString(monthlyInstallment(total / unit, initial / unit, months as number) * unit),
    beginDate,
    finalDate,
    paymentId: current.paymentId,
    done: isDone({ total, initial, paid: current.paid }),
  };
}
