import type { DomainTransaction } from './types.ts';

/** What a series row needs for edit/delete planning. */
export type SeriesRow = Pick<
  DomainTransaction,
  '_id' | 'recurrent' | 'recurrentIndex' | 'lastInstallment' | 'recurrentTransactionId'
>;

/** The editable fields of a transaction (series structure and ownership are not editable). */
export type TransactionPatch = Partial<
  Pick<
    DomainTransaction,
    'name' | 'value' | 'date' | 'paid' | 'transactionType' | 'categoryId' | 'paymentId' | 'description'
  >
>;

export interface SeriesChanges {
  update: Array<{ id: string; patch: TransactionPatch | { lastInstallment: number } }>;
  delete: string[];
  /** What a repetition's members made later take from now on (decision 106). */
  template?: TransactionPatch;
}

/**
 * Fields an applyForAll edit copies to the following members and to a repetition's template;
 * date and paid stay per member.
 */
export const SHARED_FIELDS = [
  'name',
  'value',
  'transactionType',
  'categoryId',
  'paymentId',
  'description',
] as const;

function findTarget<T extends SeriesRow>(rows: readonly T[], targetId: string): T {
  const target = rows.find((row) => row._id === targetId);
  if (!target) throw new RangeError(`Transaction ${targetId} is not among the rows`);
  return target;
}

function membersFrom(rows: readonly SeriesRow[], target: SeriesRow): SeriesRow[] {
  return rows.filter(
    (row) =>
      row.recurrentTransactionId === target.recurrentTransactionId &&
      (row.recurrentIndex ?? 0) >= (target.recurrentIndex ?? 0),
  );
}

function pickShared(patch: TransactionPatch): TransactionPatch {
  return Object.fromEntries(SHARED_FIELDS.filter((field) => field in patch).map((f) => [f, patch[f]]));
}

/**
 * Edit of one transaction (decision 101). With applyForAll the target gets the whole patch and
 * every later member of its series (higher recurrentIndex) gets the shared fields, and so does a
 * repetition's template, for the members not made yet (decision 106); earlier members are
 * history and stay as they are.
 */
export function planSeriesEdit(
  rows: readonly SeriesRow[],
  targetId: string,
  patch: TransactionPatch,
  applyForAll: boolean,
): SeriesChanges {
  const target = findTarget(rows, targetId);
  const changes: SeriesChanges = { update: [{ id: target._id, patch }], delete: [] };
  if (!applyForAll || !target.recurrentTransactionId) return changes;
  const shared = pickShared(patch);
  if (Object.keys(shared).length === 0) return changes;
  for (const member of membersFrom(rows, target)) {
    if (member._id !== target._id) changes.update.push({ id: member._id, patch: shared });
  }
  return target.recurrent ? { ...changes, template: shared } : changes;
}

/**
 * Delete of one transaction (decision 101). With applyForAll an instalment purchase goes away
 * whole; a repetition stops: this and the later members go, and the earlier ones are closed
 * (lastInstallment = the last kept index) so the server never tops the series up again.
 */
export function planSeriesDelete(
  rows: readonly SeriesRow[],
  targetId: string,
  applyForAll: boolean,
): SeriesChanges {
  const target = findTarget(rows, targetId);
  const seriesId = target.recurrentTransactionId;
  if (!applyForAll || !seriesId) return { update: [], delete: [target._id] };
  if (!target.recurrent) {
    const all = rows.filter((row) => row.recurrentTransactionId === seriesId);
    return { update: [], delete: all.map((row) => row._id) };
  }
  const removed = new Set(membersFrom(rows, target).map((row) => row._id));
  const lastKept = (target.recurrentIndex ?? 1) - 1;
  const kept = rows.filter((row) => row.recurrentTransactionId === seriesId && !removed.has(row._id));
  return {
    update: kept.map((row) => ({ id: row._id, patch: { lastInstallment: lastKept } })),
    delete: [...removed],
  };
}
