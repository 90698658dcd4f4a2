import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productFiles, ROOT } from './source-files';

type Catalogue = Record<string, unknown>;

const LOCALE_DIR = join(ROOT, 'locales', 'pt-BR');
const DEFAULT_NAMESPACE = 'common';
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

function readCatalogues(dir: string): Map<string, Catalogue> {
  const catalogues = new Map<string, Catalogue>();
  if (!existsSync(dir)) return catalogues;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    catalogues.set(
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as Catalogue,
    );
  }
  return catalogues;
}

function lookup(catalogue: Catalogue | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
  }, catalogue);
}

function hasKey(catalogues: Map<string, Catalogue>, fullKey: string): boolean {
  const [namespace, key] = fullKey.includes(':') ? fullKey.split(/:(.*)/s) : [DEFAULT_NAMESPACE, fullKey];
  const catalogue = catalogues.get(namespace ?? '');
  const found = (path: string) => typeof lookup(catalogue, path) === 'string';
  return found(key ?? '') || PLURAL_SUFFIXES.some((suffix) => found(`${key}${suffix}`));
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Catalogue).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

const TRANSLATE_CALLEES = new Set(['t', 'i18n.t', 'i18next.t']);

/**
 * Keys a file uses: the literal first argument of t(...), i18nKey="...", and any string literal
 * shaped 'namespace:key' whose namespace exists (validation message keys, key tables).
 */
function usedKeys(path: string, text: string, namespaces: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TRANSLATE_CALLEES.has(node.expression.getText(source))) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) keys.push(first.text);
    } else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey') {
      if (node.initializer && ts.isStringLiteral(node.initializer)) keys.push(node.initializer.text);
    } else if (ts.isStringLiteralLike(node)) {
      const match = /^([a-z][a-zA-Z0-9-]*):([a-zA-Z0-9_]+(\.[a-zA-Z0-9_]+)*)$/.exec(node.text);
      if (match?.[1] && namespaces.has(match[1])) keys.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // A t('ns:key') literal is met twice: as the call's argument and as a namespaced literal.
  return [...new Set(keys)];
}

describe('the key scan', () => {
  it('finds t() keys, i18nKey and namespaced key literals of known namespaces only', () => {
    const snippet = `
      t('ui:modal.close'); i18n.t('empty'); t(dynamic);
      const x = <Trans i18nKey="common:loading" />;
      const messages = { required: 'common:validation.required', url: 'http://x', other: 'virtual:brand' };
    `;
    expect(usedKeys('x.tsx', snippet, new Set(['common', 'ui']))).toEqual([
      'ui:modal.close',
      'empty',
      'common:loading',
      'common:validation.required',
    ]);
  });

  it('accepts plural forms and the default namespace', () => {
    const catalogues = new Map<string, Catalogue>([
      ['common', { days_one: 'dia', days_other: 'dias', empty: 'x' }],
    ]);
    expect(hasKey(catalogues, 'common:days')).toBe(true);
    expect(hasKey(catalogues, 'empty')).toBe(true);
    expect(hasKey(catalogues, 'common:nope')).toBe(false);
  });
});

describe('pt-BR catalogue', () => {
  const catalogues = readCatalogues(LOCALE_DIR);
  const namespaces = new Set(catalogues.keys());

  it('has every key that src/ uses', () => {
    const missing = productFiles(['.ts', '.tsx']).flatMap(({ path, text }) =>
      usedKeys(path, text, namespaces)
        .filter((key) => !hasKey(catalogues, key))
        .map((key) => `${path}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('lets brands override only keys that exist', () => {
    const brandsDir = join(ROOT, 'brands');
    const unknown = readdirSync(brandsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        [...readCatalogues(join(brandsDir, entry.name, 'locales', 'pt-BR'))].flatMap(
          ([namespace, overrides]) =>
            leafKeys(overrides)
              .filter((key) => !hasKey(catalogues, `${namespace}:${key}`))
              .map((key) => `brands/${entry.name}: ${namespace}:${key}`),
        ),
      );
    expect(unknown).toEqual([]);
  });
});
