import { todayIso } from '../../src/lib/dates.ts';
import { HttpError } from '../errors.ts';
import { settlePending, synchronise } from '../modules/bankaccesses/sync.ts';
import { needsRefresh } from '../modules/bankaccesses/sync-policy.ts';
import type { JobContext, JobDefinition } from './runner.ts';
import { PermanentJobError } from './runner.ts';

export const BANK_SWEEP = 'bank.sweep';
export const BANK_REFRESH = 'bank.refresh';
const DAY_MS = 24 * 60 * 60_000;
const SWEEP_PAGE = 500;
/**
 * How long a connection saved waiting for the bank's authorisation is asked about at every sweep;
 * a consent not given in a week is asked about once a day after that (decision 052).
 */
const PENDING_WATCHED_MS = 7 * DAY_MS;

interface Swept {
  id: string;
  status: string | null;
  createdAt: Date;
}

/**
 * A connection's refresh is keyed by its day, so it runs once a day; one waiting for the bank's
 * authorisation is keyed by the sweep, so a consent given in the bank app is picked up at the next
 * sweep, minutes later, not the next day (audit AF1).
 */
function refreshKey(access: Swept, now: Date): string {
  const watched =
    access.status === 'pending' && now.getTime() - access.createdAt.getTime() < PENDING_WATCHED_MS;
  return `bank-refresh:${access.id}:${watched ? now.toISOString() : todayIso(now)}`;
}

/**
 * Every active connection not synced for a day, or never synced, gets one refresh job for today
 * (decision 472); every connection still waiting for the bank's authorisation, one per sweep.
 */
async function sweep({ app, log, now }: JobContext) {
  const stale = await app.repos.sweeps.staleBankAccesses(new Date(now.getTime() - DAY_MS), SWEEP_PAGE);
  const scheduled = await app.repos.jobs.enqueue(
    stale.map((access) => ({
      name: BANK_REFRESH,
      key: refreshKey(access, now),
      payload: { accessId: access.id },
      runAt: now,
    })),
  );
  if (scheduled > 0) log.info({ scheduled }, 'bank refreshes scheduled');
}

/**
 * The sync a person would start by opening the connection, through the same code and provider. A
 * bank that asks for its app token (428) waits for the person: retrying could not answer it.
 */
async function refresh({ app, log, now, payload }: JobContext) {
  const accessId = String(payload.accessId ?? '');
  const found = accessId ? await app.repos.bankAccesses.findById(accessId) : undefined;
  if (!found || !(found.active || found.status === 'pending')) {
    log.info('bank refresh skipped: connection gone or inactive');
    return;
  }
  const context = { server: app, log };
  const access = await settlePending(context, found);
  if (!access) {
    log.info({ accessId }, 'bank refresh skipped: the bank still waits for the authorisation');
    return;
  }
  // A connection never synced is imported at once; the bank is asked to refresh only when due.
  if (access.lastSynced && !needsRefresh(access, now)) {
    log.info('bank refresh skipped: synced since it was scheduled');
    return;
  }
  try {
    await synchronise(context, access, 'refreshIfDue');
    log.info({ accessId }, 'bank connection refreshed');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 428) {
      log.info({ accessId }, 'bank refresh needs the bank app token: left for the person');
      return;
    }
    if (error instanceof HttpError && error.statusCode < 500) throw new PermanentJobError(error.message);
    throw error;
  }
}

export const bankRefreshJobs: JobDefinition[] = [
  { name: BANK_SWEEP, run: sweep },
  { name: BANK_REFRESH, run: refresh },
];
