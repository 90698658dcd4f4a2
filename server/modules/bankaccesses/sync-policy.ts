import { addDays, todayIso } from '../../../src/lib/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days read again on every sync: banks settle and correct recent rows for a few days. */
export const OVERLAP_DAYS = 7;
/** How far back the first sync of a connection reads. */
export const FIRST_SYNC_DAYS = 90;

export interface SyncState {
  createdAt: Date;
  lastSynced: Date | null;
}

/**
 * Spec 2 section 4: a sync asks the bank for fresh data when the last sync is older than a day, or
 * when it never synced and was created over a day ago. Otherwise the provider's copy is recent
 * (it collected the data when the widget connected, and refreshes daily on its own): reading it is
 * enough, and a refresh would cost a bank round trip and maybe a token.
 */
export function needsRefresh(state: SyncState, now: Date): boolean {
  const since = state.lastSynced ?? state.createdAt;
  return now.getTime() - since.getTime() > DAY_MS;
}

/** The first date a sync reads: a week before the last sync, or 90 days back on the first one. */
export function importFrom(state: SyncState, now: Date): string {
  return state.lastSynced
    ? addDays(todayIso(state.lastSynced), -OVERLAP_DAYS)
    : addDays(todayIso(now), -FIRST_SYNC_DAYS);
}
