import type { BankAccess } from '@/api/gen/model';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AccessState = 'legacy' | 'pending' | 'stale' | 'active';

/** A connector other than the current provider must be migrated before it syncs again. */
export const isLegacy = (access: Pick<BankAccess, 'type'>) => access.type !== 'pluggy';

/** New connections are blocked while any old one needs reconnecting (spec 2, section 5). */
export const connectingBlocked = (accesses: ReadonlyArray<Pick<BankAccess, 'type'>>) =>
  accesses.some(isLegacy);

/** Bank data is stale after more than a day since the last update (spec 2, section 9). */
export function isStale(access: Pick<BankAccess, 'lastUpdate'>, now: Date): boolean {
  const last = access.lastUpdate ? Date.parse(access.lastUpdate) : Number.NaN;
  return Number.isNaN(last) || now.getTime() - last > DAY_MS;
}

/** What the row says first: legacy and pending block the sync; stale only warns. */
export function accessState(access: BankAccess, now: Date): AccessState {
  if (isLegacy(access)) return 'legacy';
  if (access.status === 'pending') return 'pending';
  return isStale(access, now) ? 'stale' : 'active';
}

export const canSync = (access: BankAccess) => !isLegacy(access) && access.status !== 'pending';
