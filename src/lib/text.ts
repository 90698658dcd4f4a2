/**
 * Trims what a person cannot see: spaces and the invisible format characters (zero-width space and
 * joiner, direction marks, the byte-order mark, soft hyphen) at either end. A name made only of them
 * shows nothing and is refused as blank, as a name of spaces is (audit K4); inside a name they stay
 * (an emoji's joiner, right-to-left text).
 */
export function trimVisible(text: string): string {
  return text.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');
}
