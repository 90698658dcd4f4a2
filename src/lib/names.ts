/**
 * What no screen draws: format characters (zero-width space and joiners, soft hyphen, direction
 * marks) and the other default-ignorable code points (combining grapheme joiner, variation
 * selectors, Hangul fillers). Inside a name they made 'Fei\u200bra livre' a second 'Feira livre'
 * (audit AB4). Dropped only to compare: a stored name keeps its emoji sequences.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * A name as a person reads it: case, accents, spaces (around or repeated) and invisible characters
 * do not make two names differ. The server and the screens compare category names with it
 * (decisions 406, 489, 047).
 */
export function normalName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
