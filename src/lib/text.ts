const UNSEEN = String.raw`(?:\s|(?!\p{Variation_Selector})[\p{Cf}\p{Default_Ignorable_Code_Point}])+`;
const UNSEEN_ENDS = new RegExp(`^${UNSEEN}|${UNSEEN}$`, 'gu');

/**
 * Trims what a person cannot see: spaces, the invisible format characters (zero-width space and
 * joiner, direction marks, the byte-order mark, soft hyphen) and the other default-ignorable ones
 * (combining grapheme joiner, Hangul fillers) at either end, but not an emoji's variation selector.
 * A name made only of them shows nothing and is refused as blank, as a name of spaces is (audit K4,
 * AB4); inside a name they stay (an emoji's joiner, right-to-left text).
 */
export function trimVisible(text: string): string {
  return text.replace(UNSEEN_ENDS, '');
}

/**
 * Combining marks kept on one letter. Real writing stacks two (Vietnamese 'ệ' typed decomposed, a
 * keycap emoji) or three (Hebrew with points); a pile of dozens drew a solid line up through the
 * rows, headings and top bar above the name wherever it was printed (audit AB1).
 */
export const MAX_MARKS_PER_LETTER = 3;
const MARK_PILE = new RegExp(`(\\p{M}{${MAX_MARKS_PER_LETTER}})\\p{M}+`, 'gu');

/**
 * A one-line name as it is kept: line breaks and other control characters become a space, the bidi
 * embedding, override and isolate controls go, and a run of combining marks is cut to
 * MAX_MARKS_PER_LETTER. Left in, an unclosed right-to-left override turned the rest of the line
 * backwards wherever the name was printed inside a sentence (search results, the assistant, the
 * reminder mail) and a line break made a second, bullet-less line in the mail (audit K11).
 * Right-to-left letters themselves stay.
 */
export function oneLineName(text: string): string {
  return trimVisible(
    text
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(MARK_PILE, '$1'),
  );
}
