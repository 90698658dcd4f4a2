import { monthsBetween } from '../../src/lib/dates.ts';
import { mentions } from './text.ts';

/**
 * The month a message asks about, relative to the current one (decision 465). The assistant's
 * figures are a month's; a period it cannot answer (a day, a week, a year) is said so, not
 * silently replaced by this month.
 */
export type MonthAsked = { offset: number } | { byMonthOnly: true };

/** Month names as `wordsOf` leaves them ('março' is 'marco'). */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'marco',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const RELATIVE: ReadonlyArray<[number, string[]]> = [
  [-2, ['mes retrasado']],
  [-1, ['mes passado', 'mes anterior', 'ultimo mes']],
  [1, ['mes que vem', 'proximo mes', 'mes seguinte']],
];

/** Periods that are not a month: a day, a week or a year ('hoje', 'semana passada', 'em 2024'). */
const NOT_A_MONTH = [
  'hoje',
  'ontem',
  'anteontem',
  'semana passada',
  'nesta semana',
  'esta semana',
  'essa semana',
  'ano',
  'anos',
  'anual',
];

const NEXT = ['que vem', 'proximo', 'seguinte'];

/** Every word the month reading uses besides the month names ('mês', 'passado', 'hoje'). */
export const MONTH_WORDS: readonly string[] = [
  ...RELATIVE.flatMap(([, phrases]) => phrases),
  ...NOT_A_MONTH,
  ...NEXT,
].flatMap((phrase) => phrase.split(' '));

const isYear = (word: string | undefined) => word !== undefined && /^(19|20)\d\d$/.test(word);

/**
 * Month names are read exactly, not with the typo tolerance of other words: 'mais' is one letter
 * from 'maio'. A name without a year is the latest such month up to this one ('outubro' in
 * November is last month), unless the message says 'que vem' or 'próximo'.
 */
export function monthAsked(words: readonly string[], currentMonth: string): MonthAsked | undefined {
  const at = words.findIndex((word) => MONTH_NAMES.includes(word));
  if (at >= 0) {
    const number = MONTH_NAMES.indexOf(words[at] as string) + 1;
    const yearWord = words[at + 1] === 'de' ? words[at + 2] : words[at + 1];
    if (isYear(yearWord)) {
      return { offset: monthsBetween(currentMonth, `${yearWord}-${String(number).padStart(2, '0')}`) };
    }
    const month = Number(currentMonth.slice(5, 7));
    const back = number <= month ? number - month : number - month - 12;
    return { offset: back < 0 && mentions(words, NEXT) ? back + 12 : back };
  }
  for (const [offset, phrases] of RELATIVE) if (mentions(words, phrases)) return { offset };
  if (words.some(isYear) || mentions(words, NOT_A_MONTH)) return { byMonthOnly: true };
  return undefined;
}
