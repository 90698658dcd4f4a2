import * as v from 'valibot';
import type { LinkedTransaction, LinkedTransactionPatch } from '@/api/gen/model';
import { type IsoMonth, lastDayOfMonth } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { oneLineName } from '@/lib/text';
import { trimmedText } from '@/lib/validation';
import { keys } from '../shared/messages';

/** Value nonzero and name required (spec 2 section 5); the day is capped, never refused. */
export const LinkedSchema = v.object({
  name: v.pipe(v.string(), trimmedText, v.nonEmpty(keys.required)),
  cents: v.pipe(
    v.nullable(v.number()),
    v.check((cents) => Boolean(cents), keys.value),
  ),
  day: v.string(),
});

export type LinkedValues = v.InferInput<typeof LinkedSchema>;

export function linkedValuesOf(linked: LinkedTransaction): LinkedValues {
  return {
    name: linked.transaction.name ?? linked.originalName ?? '',
    cents: Math.abs(fromApiAmount(linked.value)),
    day: String(linked.day),
  };
}

/** The day typed, between 1 and the month's last day. */
export function cappedDay(day: string, month: IsoMonth): number {
  return Math.min(Math.max(Number(day) || 1, 1), lastDayOfMonth(month));
}

/**
 * The day the edit keeps: the item's own when the person left it as it was, else the day typed,
 * capped to the month (spec 2 section 5). A 'dia 31' item is every month's last day (decision 123):
 * capping the untouched day pinned it to the 30th (or the 28th) for good when only its value was
 * changed in a short month (audit J7).
 */
export function keptDay(typed: string, linked: LinkedTransaction, month: IsoMonth): number {
  return typed === String(linked.day) ? linked.day : cappedDay(typed, month);
}

/** The edit keeps the item's sign (an expense stays negative). */
export function toLinkedPatch(
  values: LinkedValues,
  linked: LinkedTransaction,
  month: IsoMonth,
): LinkedTransactionPatch {
  const sign = linked.value < 0 ? -1 : 1;
  return {
    transaction: { ...linked.transaction, name: oneLineName(values.name) },
    value: toApiAmount(sign * (values.cents ?? 0)),
    day: keptDay(values.day, linked, month),
  };
}
