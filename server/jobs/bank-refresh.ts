import { todayIso } from '../../src/lib/dates.ts';
import { HttpError } from '../errors.ts';
import { synchronise } from '../modules/bankaccesses/sync.ts';
import { needsRefresh } from '../modules/bankaccesses/sync-policy.ts';
import type { JobContext, JobDefinition } from './runner.ts';
import { PermanentJobError } from './runner.ts';

export const BANK_SWEEP = 'bank.sweep';
export const BANK_REFRESH = 'bank.refresh';
const DAY_MS = 24 * 60 * 60_000;
const SWEEP_PAGE = 500;

/**
 * Every active connection not synced for a day, or never synced, gets one refresh job for today
 * (decision 472).
 */
async function sweep({ app, log, now }: JobContext) {
  const stale = await app.repos.sweeps.staleBankAccesses(new Date(now.getTime() - DAY_MS), SWEEP_PAGE);
  const scheduled = await app.repos.jobs.enqueue(
    stale.map((access) => ({
      name: BANK_REFRESH,
      key: `bank-refresh:${access.id}:${todayIso(now)}`,
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
  const access = accessId ? await app.repos.bankAccesses.findById(accessId) : undefined;
  if (!access?.active) {
    log.info('bank refresh skipped: connection gone or inactive');
    return;
  }
  // A connection never synced is imported at once; the bank is asked to refresh only when due.
  if (access.lastSynced && !needsRefresh(access, now)) {
    log.info('bank refresh skipped: synced since it was scheduled');
    return;
  }
  try {
    await synchronise({ server: app, log }, access, 'refreshIfDue');
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
