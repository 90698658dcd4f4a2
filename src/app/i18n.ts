import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE = 'pt-BR';
export const DEFAULT_NAMESPACE = 'common';

/** Per-namespace overrides a brand ships in brands/<id>/locales/pt-BR/<ns>.json. */
export type LocaleOverrides = Record<string, Record<string, unknown>>;

type Catalogue = Record<string, unknown>;

// What every page paints with (the shell, the not-found and error screens, the ui pieces) ships in
// the entry; every other namespace is a chunk of its own that a route's loader asks for with
// `loadNamespaces` (decision 371). server.json is the server's and never reaches the browser.
const eagerFiles = import.meta.glob<Catalogue>('../../locales/pt-BR/{common,ui,shell,routes}.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Catalogue>(
  ['../../locales/pt-BR/*.json', '!../../locales/pt-BR/{common,ui,shell,routes,server}.json'],
  { import: 'default' },
);

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const loaderByNamespace = new Map(Object.entries(lazyFiles).map(([path, load]) => [namespaceOf(path), load]));

/** Every namespace the browser may load, eager ones included. */
export const NAMESPACES = [...Object.keys(eagerFiles).map(namespaceOf), ...loaderByNamespace.keys()];

/** Namespaces whose catalogue is here, by name; filled at start-up and by `loadNamespaces`. */
const loaded = new Map(Object.entries(eagerFiles).map(([path, content]) => [namespaceOf(path), content]));
const pending = new Map<string, Promise<void>>();
/** Every instance `createI18n` made, with its brand's overrides, to hand late namespaces to. */
const instances = new Map<I18n, LocaleOverrides>();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: Catalogue, override: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

const withOverrides = (namespace: string, content: Catalogue, overrides: LocaleOverrides) =>
  deepMerge(content, overrides[namespace] ?? {});

/**
 * Loads the namespaces a screen or modal reads (once each) and gives them to every i18n instance:
 * route loaders await it beside their data, so the screen's first render has its texts.
 */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      if (loaded.has(namespace)) return undefined;
      const load = loaderByNamespace.get(namespace);
      if (!load)
        return Promise.reject(new Error(`locales/pt-BR/${namespace}.json is not a browser namespace`));
      let promise = pending.get(namespace);
      if (!promise) {
        promise = load().then((content) => {
          loaded.set(namespace, content);
          for (const [instance, overrides] of instances) {
            instance.addResourceBundle(LOCALE, namespace, withOverrides(namespace, content, overrides));
          }
        });
        pending.set(namespace, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** The whole browser catalogue (stories and benches render screens outside their routes). */
export const loadAllNamespaces = () => loadNamespaces(NAMESPACES);

function buildResources(overrides: LocaleOverrides): Resource {
  const namespaces: Record<string, Catalogue> = {};
  for (const [namespace, content] of loaded)
    namespaces[namespace] = withOverrides(namespace, content, overrides);
  return { [LOCALE]: namespaces } as Resource;
}

/**
 * A ready i18next instance (synchronous, `initAsync: false`) with every namespace loaded so far;
 * later ones arrive through `loadNamespaces`. Each call makes a new instance: the app makes one,
 * stories one per brand.
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
    // Namespaces added after init belong to the same language: i18next must not treat the bundled
    // ones as the whole language.
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
  });
  instances.set(instance, overrides);
  return instance;
}
