/**
 * A name as a person reads it: case, accents and spaces (around or repeated) do not make two names
 * differ. The server and the screens compare category names with it (decisions 406, 489).
 */
export function normalName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
