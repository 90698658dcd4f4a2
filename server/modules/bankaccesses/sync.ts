import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { openBankingOf, ProviderError } from '../../open-banking/index.ts';
import type { BankAccessRow } from '../../repositories/bank-accesses.ts';
import { type AccountSnapshot, importSnapshot } from './import.ts';
import { BANK_MESSAGES } from './messages.ts';
import { authorisedAtProvider, importFrom, needsRefresh } from './sync-policy.ts';

/** What a sync needs of a request: the app and a logger (the daily refresh job passes its own). */
export type SyncContext = Pick<FastifyRequest, 'server' | 'log'>;

/** Runs a provider call; its failures become `status` with the catalogue text the screen shows. */
export async function withProvider<T>(
  request: SyncContext,
  work: () => Promise<T>,
  status: number,
  message: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.warn({ err: error }, 'open-banking provider failed');
    throw new HttpError(status, message);
  }
}

/**
 * A connection saved while the bank still waited for the person's authorisation (spec 2 section 4),
 * as the provider knows it now: active with the provider's status once the bank let it through,
 * undefined while it still waits. Nothing else asks again: saved 'Autorizar depois', it stayed
 * pending for ever (audit AF1). A connection not pending comes back as it is.
 */
export async function settlePending(
  request: SyncContext,
  access: BankAccessRow,
): Promise<BankAccessRow | undefined> {
  if (access.status !== 'pending') return access;
  // A legacy connector's link id means nothing to the provider: it is migrated first.
  if (access.type !== 'pluggy') return undefined;
  const item = await withProvider(
    request,
    () => openBankingOf(request.server).getItem(access.linkId ?? ''),
    502,
    BANK_MESSAGES.syncFailed,
  );
  if (!authorisedAtProvider(item.status)) return undefined;
  return request.server.repos.bankAccesses.update(access.id, { status: item.status, active: true });
}

/**
 * One sync: ask the bank for fresh data when the rule says it is due (`refreshIfDue`), answering
 * 428 with the link id when the bank wants its app token first; then import what the provider holds.
 */
export async function synchronise(
  request: SyncContext,
  access: BankAccessRow,
  mode: 'refreshIfDue' | 'read',
): Promise<{ message: string }> {
  const provider = openBankingOf(request.server);
  const linkId = access.linkId ?? '';
  const now = new Date();
  const { item, snapshots } = await recordingFailures(request, access.id, now, () =>
    withProvider(
      request,
      async () => {
        if (mode === 'refreshIfDue' && needsRefresh(access, now)) {
          if ((await provider.refresh(linkId)) === 'tokenRequired') throw new HttpError(428, linkId);
        }
        const from = importFrom(access, now);
        const accounts = await provider.listAccounts(linkId);
        const snapshots: AccountSnapshot[] = await Promise.all(
          accounts.map(async (account) => ({
            account,
            transactions: await provider.listTransactions(account.id, from),
          })),
        );
        return { item: await provider.getItem(linkId), snapshots };
      },
      502,
      BANK_MESSAGES.syncFailed,
    ),
  );
  await request.server.repos.transaction((repos) => importSnapshot(repos, access, item, snapshots, now));
  await request.server.repos.bankAccesses.update(access.id, { lastSyncAttempt: now, lastSyncError: null });
  return { message: BANK_MESSAGES.synced };
}

/**
 * Keeps how a sync ended on the connection (decision 482): a 428 leaves `tokenRequired`, a provider
 * failure `failed`; the card shows it until a sync imports again.
 */
async function recordingFailures<T>(
  request: SyncContext,
  accessId: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && (error.statusCode === 428 || error.statusCode === 502)) {
      const lastSyncError = error.statusCode === 428 ? 'tokenRequired' : 'failed';
      await request.server.repos.bankAccesses.update(accessId, { lastSyncAttempt: now, lastSyncError });
    }
    throw error;
  }
}
