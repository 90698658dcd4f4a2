import type { FastifyInstance } from 'fastify';
import {
  addMonthsToKey,
  compareDates,
  lastDateOfMonth,
  monthKeyOf,
  todayIso,
} from '../../../src/lib/dates.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import { type Occurrence, type OpenRecurrence, topUpPlan } from '../../domain/series.ts';
import type { RecurrentType } from '../../domain/types.ts';
import type { NewTransaction, SeriesRecord } from '../../repositories/transactions.ts';
import { withInvoices } from '../invoices/assign.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';

/**
 * Decision 311: a read fills repetitions up to the end of the month 24 months from now at the
 * furthest (two planning projections ahead), and adds at most 1,000 rows, however far it looks.
 */
export const TOP_UP_HORIZON_MONTHS = 24;
export const TOP_UP_ROWS_PER_READ = 1000;

interface OpenSeries {
  base: OpenRecurrence;
  record: SeriesRecord;
}

/** Last date a read made today may fill repetitions up to. */
export function topUpLimit(today = todayIso()): string {
  return lastDateOfMonth(addMonthsToKey(monthKeyOf(today), TOP_UP_HORIZON_MONTHS));
}

/**
 * Open repetitions get their members up to the end of the period read (decision 100), within the
 * bounds of decision 311. Each series' record says what they are made of (decision 106): stepped
 * from its anchor, after the highest index it ever made, with its template, never with what a
 * single member was given.
 */
async function topUpSeries(app: FastifyInstance, userIds: string[], periodEnd: string): Promise<number> {
  const limit = topUpLimit();
  const until = compareDates(periodEnd, limit) > 0 ? limit : periodEnd;
  const open = await openSeries(app, userIds);
  const planned = topUpPlan(
    open.map((series) => series.base),
    until,
    TOP_UP_ROWS_PER_READ,
  );
  let added = 0;
  for (const { base, record } of open) {
    const members = planned.filter((occurrence) => occurrence.recurrentTransactionId === base.seriesId);
    if (members.length > 0) await insertMembers(app, record, members);
    added += members.length;
  }
  return added;
}

/**
 * Decision 365: the people's data version once their repetitions are filled up to `periodEnd`. A
 * search that found nothing to add is remembered with the version read before it; while that
 * version holds (no money write by any of them, in any process) and the day has not moved the
 * limit, the next read of the same period skips the search. A version read after rows were added
 * is never remembered: a write could have slipped in between.
 */
export async function toppedUpVersions(
  app: FastifyInstance,
  userIds: string[],
  periodEnd: string,
): Promise<string> {
  const before = await app.repos.dataVersions.of(userIds);
  const key = `${[...userIds].sort().join(',')}|${periodEnd}|${topUpLimit()}`;
  if (settled.get(key) === before) return before;
  if ((await topUpSeries(app, userIds, periodEnd)) > 0) return app.repos.dataVersions.of(userIds);
  settle(key, before);
  return before;
}

// Bounded: an entry is a few dozen bytes; the oldest go first (a Map keeps insertion order).
const SETTLED_ENTRIES = 10_000;
const settled = new Map<string, string>();

function settle(key: string, version: string) {
  settled.delete(key);
  settled.set(key, version);
  if (settled.size > SETTLED_ENTRIES) settled.delete(settled.keys().next().value as string);
}

async function openSeries(app: FastifyInstance, userIds: string[]): Promise<OpenSeries[]> {
  return (await app.repos.transactions.openSeries(userIds)).map((record) => ({
    base: {
      seriesId: record.id,
      date: record.anchorDate,
      recurrentIndex: record.anchorIndex,
      value: toCents(record.value),
      recurrentType: record.recurrentType as RecurrentType,
      lastIndex: record.highestIndex,
    },
    record,
  }));
}

async function insertMembers(app: FastifyInstance, record: SeriesRecord, members: Occurrence[]) {
  const rows: NewTransaction[] = members.map((occurrence) => ({
    ...occurrence,
    value: toDecimalString(occurrence.value),
    userId: record.userId,
    paymentId: record.paymentId,
    categoryId: record.categoryId,
    transactionType: record.transactionType,
    name: record.name,
    description: record.description,
    paid: false,
  }));
  // Members are unique by (series, index): a concurrent read of the same months inserts nothing twice.
  await app.repos.transaction(async (tx) => {
    const payment = record.paymentId ? await tx.payments.findById(record.paymentId) : undefined;
    const card = payment?.type === 'credit' ? payment : undefined;
    if (card) await tx.payments.lock(card.id);
    await tx.transactions.insertMany(payment ? await withInvoices(tx, payment, rows) : rows);
    // A card subscription's new month takes a credit on its way, as a purchase typed by hand does.
    if (card) await reconcileCreditsOf(tx, { paymentIds: [card.id] });
  });
}
