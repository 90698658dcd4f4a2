import { type Brand, parseBrand } from '@/app/brand';
import type { LocaleOverrides } from '@/app/i18n';

// Every brand's theme is loaded: each file scopes its variables to [data-brand='<id>'], which the
// brand decorator sets on the story's wrapper.
import.meta.glob('../brands/*/theme.css', { eager: true });

const brandFiles = import.meta.glob<unknown>('../brands/*/brand.json', { eager: true, import: 'default' });
const localeFiles = import.meta.glob<Record<string, unknown>>('../brands/*/locales/pt-BR/*.json', {
  eager: true,
  import: 'default',
});

export interface StoryBrand {
  brand: Brand;
  overrides: LocaleOverrides;
}

function brandIdOf(path: string): string {
  return path.split('/')[2] ?? '';
}

function overridesOf(id: string): LocaleOverrides {
  const overrides: LocaleOverrides = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    if (brandIdOf(path) !== id) continue;
    overrides[path.slice(path.lastIndexOf('/') + 1, -'.json'.length)] = content;
  }
  return overrides;
}

export const storyBrands: ReadonlyMap<string, StoryBrand> = new Map(
  Object.entries(brandFiles).map(([path, json]) => {
    const id = brandIdOf(path);
    return [id, { brand: parseBrand(json), overrides: overridesOf(id) }];
  }),
);

export const DEFAULT_BRAND_ID = storyBrands.has('default')
  ? 'default'
  : ([...storyBrands.keys()][0] ?? 'default');
