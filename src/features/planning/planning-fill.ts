/**
 * Whose plannings the automatic fill already ran for: once per session and user (decision 214),
 * whatever month is selected, and never again after a reset (decision 165), or the fill would
 * rebuild the months the person has just deleted.
 */
const filled = new Set<string>();

export const fillKey = (selfId: string | null | undefined, userId: string | undefined) =>
  `${selfId ?? ''}:${userId ?? 'self'}`;

/** True the first time for a key: the caller runs the fill. */
export function claimFill(key: string): boolean {
  if (filled.has(key)) return false;
  filled.add(key);
  return true;
}
