import type { IsoDate } from '@/lib/dates';

export type Countdown = { unit: 'today' } | { unit: 'hours'; n: number } | { unit: 'days'; n: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Brazil has kept UTC-3 all year since 2019, so midnight in São Paulo is 03:00 UTC.
const SAO_PAULO_OFFSET = '-03:00';

/**
 * 'Fatura fecha' (decision 102): the invoice closes at 00:00 of its close day in São Paulo; on the
 * close day it reads 'Hoje', in the last 24 hours whole hours rounded up, otherwise whole days
 * rounded down. Null once the close day has passed.
 */
export function closeCountdown(now: Date, closeDate: IsoDate, today: IsoDate): Countdown | null {
  if (today === closeDate) return { unit: 'today' };
  if (today > closeDate) return null;
  const remaining = Date.parse(`${closeDate}T00:00:00${SAO_PAULO_OFFSET}`) - now.getTime();
  if (remaining <= DAY_MS) return { unit: 'hours', n: Math.max(1, Math.ceil(remaining / HOUR_MS)) };
  return { unit: 'days', n: Math.floor(remaining / DAY_MS) };
}
