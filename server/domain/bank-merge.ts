import { daysBetween } from '../../src/lib/dates.ts';
import type { Cents, IsoDate } from './types.ts';

/**
 * When a row imported from a bank may be the same movement as one typed by hand (decision 483):
 * same signed amount, dates at most three days apart, and similar names. A rule to offer a merge,
 * never to merge.
 */
export const MERGE_MAX_DAYS = 3;
/** Two names are similar from this share of shared letter pairs (Sørensen–Dice on bigrams). */
export const NAME_SIMILARITY = 0.5;

export interface MergeRow {
  value: Cents;
  date: IsoDate;
  name: string;
}

/** Words banks put before the merchant, which say nothing about who was paid. */
const NOISE = new Set([
  'pag',
  'pagto',
  'pagamento',
  'compra',
  'compras',
  'cartao',
  'credito',
  'debito',
  'pix',
  'ted',
  'doc',
  'transf',
  'transferencia',
  'enviado',
  'enviada',
  'recebido',
  'recebida',
  'para',
  'de',
  'do',
  'da',
  'no',
  'na',
  'em',
  'com',
  'ltda',
  'me',
  'sa',
  'eireli',
]);

/** Lower case, no accents, letters and digits only, banks' noise words and numbers dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !NOISE.has(word) && !/^\d+$/.test(word));
}

function bigrams(text: string): string[] {
  return Array.from({ length: Math.max(0, text.length - 1) }, (_, index) => text.slice(index, index + 2));
}

function dice(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/**
 * Similar: a meaningful word (four letters or more) in common, one name's words contained in the
 * other's, or the names, words joined, share at least half their letter pairs.
 */
export function similarNames(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  if (left.some((word) => word.length >= 4 && right.includes(word))) return true;
  const joinedLeft = left.join('');
  const joinedRight = right.join('');
  if (joinedLeft.includes(joinedRight) || joinedRight.includes(joinedLeft)) return true;
  return dice(joinedLeft, joinedRight) >= NAME_SIMILARITY;
}

export function isMergeCandidate(imported: MergeRow, manual: MergeRow): boolean {
  return (
    imported.value === manual.value &&
    Math.abs(daysBetween(imported.date, manual.date)) <= MERGE_MAX_DAYS &&
    similarNames(imported.name, manual.name)
  );
}
