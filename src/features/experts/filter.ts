import type { Expert } from '@/api/gen/model';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every expertise offered, once, in alphabetical order. */
export function expertiseOptions(experts: readonly Expert[]): string[] {
  const names = new Set(experts.flatMap((expert) => (expert.expertizes ?? []).map((item) => item.name)));
  return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** Experts with the chosen expertise whose name or expertises contain the search, accents ignored. */
export function filterExperts(experts: readonly Expert[], expertise: string, search: string): Expert[] {
  const wanted = fold(search.trim());
  return experts.filter((expert) => {
    const names = (expert.expertizes ?? []).map((item) => item.name);
    if (expertise && !names.includes(expertise)) return false;
    return !wanted || [expert.name, ...names].some((text) => fold(text).includes(wanted));
  });
}
