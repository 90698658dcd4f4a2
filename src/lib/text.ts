/**
 * Trims what a person cannot see: spaces and the invisible format characters (zero-width space and
 * joiner, direction marks, the byte-order mark, soft hyphen) at either end. A name made only of them
 * shows nothing and is refused as blank, as a name of spaces is (audit K4); inside a name they stay
 * (an emoji's joiner, right-to-left text).
 */
export function trimVisible(text: string): string {
  return text.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}

/**
 * A one-line name as it is kept: line breaks and other control characters become a space, and the
 * bidi embedding, override and isolate controls go. Left in, an unclosed right-to-left override
 * turned the rest of the line backwards wherever the name was printed inside a sentence (search
 * results, the assistant, the reminder mail) and a line break made a second, bullet-less line in
 * the mail (audit K11). Right-to-left letters themselves stay.
 */
export function oneLineName(text: string): string {
  return trimVisible(
    text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/[\u202a-\u202e\u2066-\u2069]/g, ''),
  );
}
