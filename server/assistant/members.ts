import { type Named, phraseDistance, wordsOf } from './text.ts';

/**
 * Which family member a question names, if any (decision 460, audit AB8). A first name is also a
 * word: 'Luz', 'Abril', 'Mês', 'Saldo' and 'Eu' are names people have, and the question that holds
 * one as a word is about the person asking. A word names a member only where it is a person's.
 */

/** Before a first name, an article says a person is meant: 'quanto a Luz gastou', 'gastos da Luz'. */
const ARTICLES = ['o', 'a', 'do', 'da'];

/** After a first name, a verb it is the subject of: 'quanto Luz gastou', 'o que Carlos tem para pagar'. */
const SUBJECT_VERBS = [
  ...['gastou', 'gasta', 'gastando', 'pagou', 'paga', 'comprou', 'compra', 'deve', 'tem', 'teve'],
  ...['recebeu', 'recebe', 'ganhou', 'ganha', 'guardou', 'investiu', 'economizou', 'juntou', 'esta'],
];

export interface NameReading {
  /** Words the assistant reads for itself ('mês', 'saldo', 'eu', 'despesas'): never a person. */
  ownWords: ReadonlySet<string>;
  /** Month names: a person only where plainly one ('gastos da Abril'); else the month ('em abril'). */
  months: ReadonlySet<string>;
  /** Names and everyday words of more than one word ('conta de luz', 'Conta Itaú'): theirs alone. */
  phrases: ReadonlyArray<readonly string[]>;
  /** The category, wallet and objective the words name, as one key: a word it needs is not a person's. */
  otherNames: (words: readonly string[]) => string;
}

export interface MemberNamed<T extends Named> {
  member: T;
  /** The question's words without the name, read for everything else ('quanto a Abril gastou' asks no month). */
  rest: string[];
}

/** Whether the run [start, start + length) lies inside a phrase of several words the words hold. */
function insidePhrase(
  words: readonly string[],
  start: number,
  length: number,
  phrases: ReadonlyArray<readonly string[]>,
): boolean {
  return phrases.some((phrase) => {
    if (phrase.length < 2 || phrase.length <= length) return false;
    for (let from = Math.max(0, start + length - phrase.length); from <= start; from++) {
      const run = words.slice(from, from + phrase.length);
      if (run.length === phrase.length && phraseDistance(run, phrase) !== undefined) return true;
    }
    return false;
  });
}

/** Whether one rank comes before another, compared value by value. */
function before(rank: readonly number[], other: readonly number[]): boolean {
  const at = rank.findIndex((value, i) => value !== other[i]);
  return at >= 0 && (rank[at] as number) < (other[at] as number);
}

/**
 * The member the question names, typos tolerated as for any name. After an article or before a
 * verb of theirs the name is a person's, unless the assistant reads the word itself ('qual o saldo',
 * 'despesas do mês') or it is inside a longer name ('conta da luz'); elsewhere it is a person's
 * only when nothing else in the question needs the word ('quanto gastei de luz', 'em abril').
 */
export function memberNamed<T extends Named>(
  words: readonly string[],
  members: readonly T[],
  reading: NameReading,
): MemberNamed<T> | undefined {
  const others = reading.otherNames(words);
  let best: { found: MemberNamed<T>; rank: number[] } | undefined;
  for (const member of members) {
    const name = wordsOf(member.name);
    for (let start = 0; name.length > 0 && start + name.length <= words.length; start++) {
      const span = words.slice(start, start + name.length);
      const distance = phraseDistance(span, name);
      if (distance === undefined || span.some((word) => reading.ownWords.has(word))) continue;
      if (insidePhrase(words, start, name.length, reading.phrases)) continue;
      const rest = [...words.slice(0, start), ...words.slice(start + name.length)];
      // 'com a luz' is what was spent on, not whose: the article names a person only without 'com'.
      const article = ARTICLES.includes(words[start - 1] ?? '') && words[start - 2] !== 'com';
      const plainly = article || SUBJECT_VERBS.includes(words[start + name.length] ?? '');
      const spare = !span.some((word) => reading.months.has(word)) && reading.otherNames(rest) === others;
      if (!plainly && !spare) continue;
      // The closest name, then one plainly a person's, then the longest, then the first said.
      const rank = [distance, plainly ? 0 : 1, -name.join('').length, start];
      if (!best || before(rank, best.rank)) best = { found: { member, rest }, rank };
    }
  }
  return best?.found;
}
