import { addDays, addMonthsToDate, BOOKABLE_DATES, compareDates } from '../../src/lib/dates.ts';
import { splitCents } from './money.ts';
import type { Cents, IsoDate, RecurrentType } from './types.ts';

export const MAX_INSTALLMENTS = 360;

/** Open-ended repetitions one person may hold at a time (decision 311). */
export const MAX_OPEN_REPETITIONS = 100;

/** Open-ended recurrences are materialised 12 months ahead of their first date (decision 100). */
export const RECURRENCE_HORIZON_MONTHS = 12;

const STEPS: Record<RecurrentType, { unit: 'months' | 'days'; size: number }> = {
  annual: { unit: 'months', size: 12 },
  semiannual: { unit: 'months', size: 6 },
  monthly: { unit: 'months', size: 1 },
  fortnightly: { unit: 'days', size: 15 },
  weekly: { unit: 'days', size: 7 },
  daily: { unit: 'days', size: 1 },
};

/** A new transaction as entered: one row, a repetition, or a purchase in instalments (total value). */
export interface SeriesRequest {
  date: IsoDate;
  value: Cents;
  recurrentType?: RecurrentType | null;
  installments?: number | null;
  /** Id shared by every member; the caller generates it so this stays pure. */
  seriesId: string;
}

/** The series fields of one row to insert; the caller copies name, category, payment and the rest. */
export interface Occurrence {
  date: IsoDate;
  value: Cents;
  recurrent: boolean;
  recurrentType: RecurrentType | null;
  recurrentIndex: number | null;
  lastInstallment: number | null;
  recurrentTransactionId: string | null;
}

/** Date of the member `steps` steps after `from`; month steps clamp but never drift. */
export function stepDate(from: IsoDate, type: RecurrentType, steps: number): IsoDate {
  const { unit, size } = STEPS[type];
  return unit === 'months' ? addMonthsToDate(from, size * steps) : addDays(from, size * steps);
}

/**
 * Last date an open-ended recurrence starting on `first` is materialised up to (inclusive), never past
 * the last date the contract carries (audit Q2): no month read could show a member after it.
 */
export function recurrenceHorizon(first: IsoDate): IsoDate {
  const horizon = addDays(addMonthsToDate(first, RECURRENCE_HORIZON_MONTHS), -1);
  return compareDates(horizon, BOOKABLE_DATES.last) > 0 ? BOOKABLE_DATES.last : horizon;
}

export function expandSeries(request: SeriesRequest): Occurrence[] {
  const { date, value, recurrentType, seriesId } = request;
  const installments = request.installments ?? 1;
  if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
    throw new RangeError(`Instalments must be 1 to ${MAX_INSTALLMENTS}: ${installments}`);
  }
  if (recurrentType && installments > 1) throw new RangeError('Repetition and instalments are exclusive');
  if (recurrentType) {
    return recurrenceOccurrences(
      { date, recurrentIndex: 1, value, recurrentType, seriesId },
      recurrenceHorizon(date),
    );
  }
  if (installments === 1) {
    const single = { recurrentIndex: null, lastInstallment: null, recurrentTransactionId: null };
    return [{ date, value, recurrent: false, recurrentType: null, ...single }];
  }
  return splitCents(value, installments).map((part, index) => ({
    date: addMonthsToDate(date, index),
    value: part,
    recurrent: false,
    recurrentType: null,
    recurrentIndex: index + 1,
    lastInstallment: installments,
    recurrentTransactionId: seriesId,
  }));
}

/** A member of an open-ended recurrence that further members are stepped from. */
export interface RecurrenceBase {
  date: IsoDate;
  recurrentIndex: number;
  value: Cents;
  recurrentType: RecurrentType;
  seriesId: string;
}

/** Members from `base` (included) up to `until` (inclusive), each stepped from `base`. */
export function recurrenceOccurrences(base: RecurrenceBase, until: IsoDate): Occurrence[] {
  return membersFrom(base, 0, until, Number.POSITIVE_INFINITY);
}

function membersFrom(base: RecurrenceBase, firstStep: number, until: IsoDate, limit: number): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (let step = firstStep; occurrences.length < limit; step += 1) {
    const date = stepDate(base.date, base.recurrentType, step);
    if (compareDates(date, until) > 0) return occurrences;
    occurrences.push({
      date,
      value: base.value,
      recurrent: true,
      recurrentType: base.recurrentType,
      recurrentIndex: base.recurrentIndex + step,
      lastInstallment: null,
      recurrentTransactionId: base.seriesId,
    });
  }
  return occurrences;
}

/**
 * An open repetition to top up (decision 106): its anchor (the member every date is stepped from,
 * member 1 as created) with its template's value, and the highest index it ever made.
 */
export interface OpenRecurrence extends RecurrenceBase {
  lastIndex: number;
}

/**
 * The members one read adds to open repetitions (decision 311): each series continues after the
 * highest index it ever made up to `until` (a member deleted alone is never made again, decision
 * 106), and all of them together add at most `budget` rows, earliest dates first, so the months
 * nearest to what is stored fill first and a later read goes on from there. Every series gets a run
 * without gaps, which is what the next top-up goes on from.
 */
export function topUpPlan(open: OpenRecurrence[], until: IsoDate, budget: number): Occurrence[] {
  const candidates = open.flatMap((series) =>
    membersFrom(series, series.lastIndex + 1 - series.recurrentIndex, until, budget),
  );
  candidates.sort(
    (a, b) =>
      compareDates(a.date, b.date) ||
      (a.recurrentTransactionId ?? '').localeCompare(b.recurrentTransactionId ?? ''),
  );
  return candidates.slice(0, budget);
}
