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

/**
 * Whether the provider's item says the bank let it through since it was saved pending (decision
 * 052): only a finished collection counts. Pluggy keeps an item waiting for the person's consent
 * as created, updating, waiting for an action or outdated (USER_AUTHORIZATION_PENDING is an
 * execution error), so none of those can tell an authorised item from one still waiting.
 */
export function authorisedAtProvider(status: string): boolean {
  return status === 'UPDATED';
}

export type ConnectionHealth = 'ok' | 'stale' | 'pending' | 'outdated' | 'tokenRequired' | 'failing';

export interface HealthState {
  type: string;
  status: string | null;
  lastUpdate: Date | null;
  lastSynced: Date | null;
  /** How the last sync ended: null when it imported (or none ran), else why it stopped. */
  lastSyncError: string | null;
}

/**
 * What a connection's card says about it (decision 482), the first that applies: the bank is still
 * authorising; a legacy connector to migrate; the last sync waits for the bank app's token; the last
 * sync failed at the provider; the bank's data is more than a day old, or it never synced; else ok.
 */
export function connectionHealth(state: HealthState, now: Date): ConnectionHealth {
  if (state.status === 'pending') return 'pending';
  if (state.type !== 'pluggy') return 'outdated';
  if (state.lastSyncError === 'tokenRequired') return 'tokenRequired';
  if (state.lastSyncError === 'failed') return 'failing';
  if (!state.lastSynced) return 'stale';
  const fresh = state.lastUpdate ?? state.lastSynced;
  return now.getTime() - fresh.getTime() > DAY_MS ? 'stale' : 'ok';
}
