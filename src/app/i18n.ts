import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE = 'pt-BR';
export const DEFAULT_NAMESPACE = 'common';

/** Per-namespace overrides a brand ships in brands/<id>/locales/pt-BR/<ns>.json. */
export type LocaleOverrides = Record<string, Record<string, unknown>>;

const files = import.meta.glob<Record<string, unknown>>('../../locales/pt-BR/*.json', {
  eager: true,
  import: 'default',
});

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** The pt-BR catalogue, namespace by namespace, with a brand's overrides laid over it. */
export function buildResources(overrides: LocaleOverrides = {}): Resource {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, content] of Object.entries(files)) {
    namespaces[namespaceOf(path)] = content;
  }
  for (const [namespace, content] of Object.entries(overrides)) {
    namespaces[namespace] = deepMerge(namespaces[namespace] ?? {}, content);
  }
  return { [LOCALE]: namespaces } as Resource;
}

/**
 * A ready i18next instance (synchronous: resources are bundled, `initAsync: false`), so the first
 * render already has every text. Each call makes a new instance: the app makes one, stories one per
 * brand.
 */
export function createI18n(overrides: LocaleOverrides = {}): I18n {
  const resources = buildResources(overrides);
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: LOCALE,
    fallbackLng: LOCALE,
    ns: Object.keys(resources[LOCALE] ?? {}),
    defaultNS: DEFAULT_NAMESPACE,
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
  });
  return instance;
}
