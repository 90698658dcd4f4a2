import * as v from 'valibot';
import type { LinkedTransaction, LinkedTransactionPatch } from '@/api/gen/model';
import { type IsoMonth, lastDayOfMonth } from '@/lib/dates';
import { fromApiAmount, toApiAmount } from '@/lib/money';
import { keys } from '../shared/messages';

/** Value nonzero and name required (spec 2 section 5); the day is capped, never refused. */
export const LinkedSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(keys.required)),
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

/** The edit keeps the item's sign (an expense stays negative). */
export function toLinkedPatch(
  values: LinkedValues,
  linked: LinkedTransaction,
  month: IsoMonth,
): LinkedTransactionPatch {
  const sign = linked.value < 0 ? -1 : 1;
  return {
    transaction: { ...linked.transaction, name: values.name.trim() },
    value: toApiAmount(sign * (values.cents ?? 0)),
    day: cappedDay(values.day, month),
  };
}
