/** The server refuses fewer letters, or more (decision 362). */
export const MIN_SEARCH_LETTERS = 2;
export const MAX_SEARCH_LETTERS = 100;

/**
 * Letters as the server counts them (characters, not UTF-16 units): '🏠' is one, so the screen no
 * longer sent it as two and showed the server's refusal as a failed search (audit W9).
 */
const letters = (text: string): string[] => Array.from(text);

/** What is searched for a typed text: trimmed, and its first letters when a link carries more. */
export function searchText(typed: string): string {
  return letters(typed.trim()).slice(0, MAX_SEARCH_LETTERS).join('').trim();
}

/** Enough letters to ask the server. */
export function isSearchable(text: string): boolean {
  return letters(text.trim()).length >= MIN_SEARCH_LETTERS;
}
