import type { TFunction } from 'i18next';

/**
 * The tab's title names the screen, then the brand (WCAG 2.4.2, audit G1): a screen reader reads it
 * on each navigation, and the history and tab lists tell the screens apart. The screen's name is its
 * one h1, so no route keeps a second copy of its title, and a screen whose h1 changes (a wallet's
 * own transactions, an error) retitles the tab with it.
 */
export function documentTitle(
  t: TFunction,
  screen: string | null | undefined,
  brand: string,
  section?: string | null | undefined,
): string {
  const name = oneLine(screen);
  if (!name) return brand;
  const part = oneLine(section);
  const full = part ? t('common:documentSectionTitle', { section: part, screen: name }) : name;
  return t('common:documentTitle', { screen: full, brand });
}

const oneLine = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();

/**
 * The element that names the part of a screen on show, where several share one h1 (the settings
 * tabs): its text goes before the heading's in the title.
 */
export const TITLE_SECTION_ATTRIBUTE = 'data-title-section';

/** Keeps `doc.title` on the page's first h1 (and its section) as the app draws; returns the stop. */
export function followScreenTitle(
  doc: Document,
  title: (screen: string | undefined, section: string | undefined) => string,
): () => void {
  const update = () => {
    const next = title(
      doc.querySelector('h1')?.textContent ?? undefined,
      doc.querySelector(`[${TITLE_SECTION_ATTRIBUTE}]`)?.textContent ?? undefined,
    );
    if (doc.title !== next) doc.title = next;
  };
  // Records are batched per task: one query for the h1 per batch, not per node the app adds.
  const observer = new MutationObserver(update);
  observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
  update();
  return () => observer.disconnect();
}

/** The first h1's text in server-made markup (the prerendered pages), tags dropped, entities read. */
export function headingOfMarkup(html: string): string | undefined {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');
}
