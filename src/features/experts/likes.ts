import { onFirstUse } from '@/lib/on-first-use';

const compact = onFirstUse(
  () => new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }),
);

/** Likes as the cards show them: up to 999 in full, above that abbreviated (1,3 mil; 2 mi). */
export function abbreviateLikes(likes: number): string {
  return likes > 999 ? compact().format(likes) : String(likes);
}
