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

/**
 * Names that tell connections apart (audit S2): the institution alone while it is the only one of
 * its bank, else with when it was connected (`dated`), and its position among those still alike.
 */
export function connectionNames(
  accesses: ReadonlyArray<Pick<BankAccess, '_id' | 'institution' | 'createdAt'>>,
  dated: (access: Pick<BankAccess, 'institution' | 'createdAt'>) => string,
): Map<string, string> {
  const tally = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  };
  const banks = tally(accesses.map((access) => access.institution));
  const first = accesses.map((access) =>
    (banks.get(access.institution) ?? 0) > 1 ? dated(access) : access.institution,
  );
  const alike = tally(first);
  const seen = new Map<string, number>();
  return new Map(
    accesses.map((access, index) => {
      const name = first[index] ?? access.institution;
      if ((alike.get(name) ?? 0) < 2) return [access._id, name];
      const position = (seen.get(name) ?? 0) + 1;
      seen.set(name, position);
      return [access._id, `${name} (${position})`];
    }),
  );
}
