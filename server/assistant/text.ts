/**
 * The words of a message as the assistant compares them: lower case, accents gone, punctuation
 * gone ('Calendário!' and 'calendario' are one word), and a typo-tolerant distance between words.
 */

/** Lower case, no accents, letters and digits only, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const wordsOf = (text: string): string[] => {
  const plain = normalise(text);
  return plain ? plain.split(' ') : [];
};

/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, substitutions
 * and swaps of two neighbours each cost one ('supermecado' and 'supremercado' are one from 'supermercado').
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Typos a word of this length may carry and still count: none up to 3 letters, one up to 6, then two. */
export function typosAllowed(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

/** Whether a (normalised) word of the message is this (normalised) word, typos tolerated. */
export const sameWord = (said: string, word: string): boolean =>
  editDistance(said, word) <= typosAllowed(word.length);

/** Whether the message words hold one of these words or phrases (normalised), typos tolerated. */
export function mentions(words: readonly string[], phrases: readonly string[]): boolean {
  return phrases.some((phrase) => phraseDistance(words, wordsOf(phrase)) !== undefined);
}

/**
 * The smallest distance between the phrase and a run of as many words of the message, when it
 * is within the typos the phrase's length allows; undefined when no run comes close enough.
 */
export function phraseDistance(words: readonly string[], phrase: readonly string[]): number | undefined {
  if (phrase.length === 0 || words.length < phrase.length) return undefined;
  const target = phrase.join(' ');
  const allowed = typosAllowed(target.replace(/ /g, '').length);
  let best: number | undefined;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    const run = words.slice(start, start + phrase.length).join(' ');
    const distance = editDistance(run, target);
    // A typo never hits the first letter: 'fazer' is not 'lazer', 'sobre' is read only as itself.
    if (distance > 0 && run[0] !== target[0]) continue;
    if (distance <= allowed && (best === undefined || distance < best)) best = distance;
  }
  return best;
}

/**
 * Words that carry no name: 'despesas de casa' is looked up as 'casa' as well, and 'Viagem para
 * Portugal' is not found by the 'para' of 'saldo para o fim do mês'.
 */
export const FILLER: ReadonlySet<string> = new Set([
  ...['de', 'da', 'do', 'das', 'dos', 'e', 'a', 'o', 'as', 'os', 'com', 'em', 'no', 'na'],
  ...['para', 'pela', 'pelo', 'pelas', 'pelos', 'sobre', 'entre', 'desde', 'ate', 'sem'],
  ...['minha', 'minhas', 'meus', 'nosso', 'nossa', 'nossos', 'nossas', 'esta', 'este', 'essa', 'esse'],
]);

export interface Named {
  id: string;
  name: string;
}

/**
 * The named thing (a category, wallet, objective, person) the message mentions, typos tolerated:
 * its whole name, or else a distinctive word of it ('mercado' finds 'Supermercado' only through
 * the whole name's typo budget; 'nubank' finds 'Cartão Nubank'). The closest, then the longest name, wins.
 */
export function findNamed<T extends Named>(
  words: readonly string[],
  candidates: readonly T[],
  /** The question's own keywords ('objetivo'): one of them alone in a name finds nothing (audit K9). */
  keywords: readonly string[] = [],
): T | undefined {
  let best: { item: T; score: number; length: number } | undefined;
  const consider = (item: T, score: number, length: number) => {
    if (!best || score < best.score || (score === best.score && length > best.length))
      best = { item, score, length };
  };
  for (const item of candidates) {
    const name = wordsOf(item.name);
    const whole = phraseDistance(words, name);
    if (whole !== undefined) {
      consider(item, whole, name.join('').length);
      continue;
    }
    // One word of a longer name, if it is long enough to be distinctive: a partial match scores worse.
    for (const word of name) {
      if (name.length < 2 || word.length < 4 || FILLER.has(word) || keywords.includes(word)) continue;
      const partial = phraseDistance(words, [word]);
      if (partial !== undefined) consider(item, partial + 1, word.length);
    }
  }
  return best?.item;
}
