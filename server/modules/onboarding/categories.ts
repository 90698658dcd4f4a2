import { normalName } from '../../../src/lib/names.ts';
import type { CategoryRow } from '../../repositories/categories.ts';

/**
 * The category a row names (decision 402): an id the caller sees (of a usable group), else a name (or a spreadsheet
 * alias) among the groups the row's type may use, else the fallback of its step. Names are compared
 * without case or accents; the person's own subcategory wins over a catalogue one of the same name.
 */
export function categoryResolver(categories: CategoryRow[], aliases: Record<string, string>) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const byCode = new Map(
    categories.flatMap((category) => (category.code ? [[category.code, category]] : [])),
  );
  const named = (name: string, groups: readonly string[]) => {
    const key = normalName(name);
    const matches = categories.filter(
      (category) => groups.includes(category.group) && normalName(category.name) === key,
    );
    const aliased = aliases[key] ? byCode.get(aliases[key]) : undefined;
    return matches.find((category) => category.userId) ?? matches[0] ?? aliased;
  };
  return (text: string, groups: readonly string[], fallbackCode: string): CategoryRow => {
    const chosen = byId.get(text);
    const usable = chosen && groups.includes(chosen.group) ? chosen : undefined;
    const found = usable ?? named(text, groups) ?? byCode.get(fallbackCode);
    if (!found) throw new Error(`catalogue category ${fallbackCode} is missing`);
    return found;
  };
}
