import { addDays, addMonthsToDate, compareDates, monthKeyOf, monthsBetween } from '../../src/lib/dates.ts';
import { oneLineName } from '../../src/lib/text.ts';
import type { Cents, IsoDate } from './types.ts';

/** Spec 3 section 9: the period is at least 1 month; 100 years is our ceiling (decision 190). */
export const MIN_OBJECTIVE_MONTHS = 1;
export const MAX_OBJECTIVE_MONTHS = 1200;
/** The largest amount a NUMERIC(14,2) column holds. */
export const MAX_AMOUNT_CENTS = 99_999_999_999_999;

/** What a refusal says, by catalogue text (locales/pt-BR/objectives.json `messages`). */
export type ObjectiveProblem =
  | 'required'
  | 'invalidValue'
  | 'tooHigh'
  | 'tooLow'
  | 'moreThanInvested'
  | 'invalidDate';

export interface ObjectiveRefusal {
  problem: ObjectiveProblem;
  field: string;
}

export interface ObjectiveAmounts {
  total: Cents;
  initial: Cents;
  /** Deposits minus redemptions booked so far. */
  paid: Cents;
}

/** The last day of a period of `months` starting on `begin` (Jan 1 + 12 months ends Dec 31). */
export function finalDateFor(begin: IsoDate, months: number): IsoDate {
  return addDays(addMonthsToDate(begin, months), -1);
}

/**
 * Months a period covers, counting a started month as whole: the fewest n >= 1 whose
 * `finalDateFor(begin, n)` reaches `final`. Null when the period ends before it begins.
 */
export function periodMonths(begin: IsoDate, final: IsoDate): number | null {
  if (compareDates(final, begin) < 0) return null;
  const whole = monthsBetween(monthKeyOf(begin), monthKeyOf(final));
  const months = compareDates(addMonthsToDate(begin, whole), final) > 0 ? whole : whole + 1;
  return Math.max(MIN_OBJECTIVE_MONTHS, months);
}

/** (total − initial) / months in cents, half a cent rounded up (spec 3 section 4). */
export function monthlyInstallment(total: Cents, initial: Cents, months: number): Cents {
  if (!Number.isInteger(months) || months < MIN_OBJECTIVE_MONTHS) throw new RangeError(`months: ${months}`);
  const remaining = Math.max(0, total - initial);
  return Math.floor((2 * remaining + months) / (2 * months));
}

export function isDone({ total, initial, paid }: ObjectiveAmounts): boolean {
  return paid + initial >= total;
}

/** What is still missing: the most a deposit may add. */
export function remainingCents({ total, initial, paid }: ObjectiveAmounts): Cents {
  return Math.max(0, total - initial - paid);
}

/**
 * An objective whose account went away with its bank connection (decision 029): the movements
 * booked on that account (`removed`, deposits minus redemptions) go with it, and the money they
 * put aside becomes part of the initial value, saved outside the app from now on, so what the
 * objective holds does not change. The initial value never goes below zero.
 */
export function keptAfterAccountRemoved(
  amounts: ObjectiveAmounts,
  removed: Cents,
): { initial: Cents; paid: Cents; done: boolean } {
  const initial = Math.max(0, amounts.initial + removed);
  const paid = amounts.paid - removed;
  return { initial, paid, done: isDone({ total: amounts.total, initial, paid }) };
}

export interface ObjectiveRecord extends ObjectiveAmounts {
  name: string;
  months: number | null;
}

/**
 * The objective as it will be stored (spec 3 section 5). `edited` names the amount the person
 * changed, so an edit that puts the initial value above the total blames that field: a lowered
 * total is 'VALOR MUITO BAIXO', a raised initial value 'VALOR MUITO ALTO'.
 */
export function checkObjective(
  record: ObjectiveRecord,
  edited: 'totalValue' | 'initialValue' = 'initialValue',
): ObjectiveRefusal | null {
  if (!oneLineName(record.name)) return { problem: 'required', field: 'name' };
  if (record.total <= 0) return { problem: 'invalidValue', field: 'totalValue' };
  if (record.total > MAX_AMOUNT_CENTS) return { problem: 'tooHigh', field: 'totalValue' };
  if (record.initial < 0) return { problem: 'invalidValue', field: 'initialValue' };
  if (record.months === null) return { problem: 'invalidValue', field: 'finalDate' };
  if (record.months > MAX_OBJECTIVE_MONTHS) return { problem: 'tooHigh', field: 'finalDate' };
  if (record.initial + record.paid > record.total)
    return edited === 'totalValue'
      ? { problem: 'tooLow', field: 'totalValue' }
      : { problem: 'tooHigh', field: 'initialValue' };
  return null;
}

/**
 * A deposit (positive) or a redemption (negative): nonzero, a deposit at most what is missing, a
 * redemption at most what was deposited; never dated after today.
 */
export function checkMovement(
  amounts: ObjectiveAmounts,
  value: Cents,
  date: IsoDate,
  today: IsoDate,
): ObjectiveRefusal | null {
  if (value === 0) return { problem: 'invalidValue', field: 'value' };
  if (compareDates(date, today) > 0) return { problem: 'invalidDate', field: 'date' };
  if (value > 0 && value > remainingCents(amounts)) return { problem: 'tooHigh', field: 'value' };
  if (value < 0 && -value > amounts.paid) return { problem: 'moreThanInvested', field: 'value' };
  return null;
}
