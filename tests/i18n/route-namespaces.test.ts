import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './source-files';

// Namespaces other than the few bundled in the entry load with the routes and modals that use them
// (`loadNamespaces`, decision 371). A screen whose namespace nobody loads shows raw keys: these tests
// follow each route's static imports and check that every namespace its code names is loaded by
// the route or a route above it, and that code loaded later (`import(...)`) names its namespaces.
const i18nSource = readFileSync(join(ROOT, 'src/app/i18n.ts'), 'utf8');
const EAGER = new Set(
  (/locales\/pt-BR\/\{([^}]+)\}\.json',\s*\{\s*eager: true/.exec(i18nSource)?.[1] ?? '').split(','),
);
const NAMESPACES = readdirSync(join(ROOT, 'locales/pt-BR'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((namespace) => namespace !== 'server');
const NAMESPACE_USE = new RegExp(`['"\`](${NAMESPACES.join('|')}):`, 'g');

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate)));
}

/** Files a module runs before it renders: its static, non-type imports, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of read(file).matchAll(/^(?:import|export)(?! type)[^'";]*?from\s+'([^']+)'/gm)) {
    const target = resolveImport(file, specifier ?? '');
    if (target) staticClosure(target, seen);
  }
  return seen;
}

function namespacesUsed(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    for (const [, namespace] of read(file).matchAll(NAMESPACE_USE)) {
      if (namespace && !EAGER.has(namespace)) used.add(namespace);
    }
  }
  return used;
}

const loadedBy = (file: string) =>
  [...read(file).matchAll(/loadNamespaces\(\[([^\]]*)\]/g)].flatMap(([, list]) =>
    [...(list ?? '').matchAll(/'([^']+)'/g)].map(([, namespace]) => namespace ?? ''),
  );

/** A route file and the layout route files above it (`_app.tsx` above `_app/painel.tsx`). */
function routeChain(file: string): string[] {
  const chain = [file];
  for (let dir = dirname(file); dir !== 'src/routes' && dir !== '.'; dir = dirname(dir)) {
    if (existsSync(join(ROOT, `${dir}.tsx`))) chain.push(`${dir}.tsx`);
  }
  return chain;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const routeFiles = sourceFiles('src/routes').filter((file) => !file.split('/').pop()?.startsWith('-'));

describe('locale namespaces load with the code that uses them', () => {
  it('sees the eager namespaces and the route files', () => {
    expect([...EAGER].sort()).toEqual(['common', 'routes', 'shell', 'ui']);
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(routeFiles.map((file) => [relative('src/routes', file), file]))(
    'route %s loads every namespace its screen names',
    (_name, file) => {
      const loaded = new Set(routeChain(file).flatMap(loadedBy));
      const missing = [...namespacesUsed(staticClosure(file))].filter((namespace) => !loaded.has(namespace));
      expect(missing).toEqual([]);
    },
  );

  it('code loaded later names the namespaces it needs where it is imported', () => {
    const problems = sourceFiles('src').flatMap((file) => {
      const text = read(file);
      return [...text.matchAll(/import\('([^']+)'\)/g)].flatMap(([, specifier]) => {
        const target = resolveImport(file, specifier ?? '');
        if (!target) return [];
        return [...namespacesUsed(staticClosure(target))]
          .filter((namespace) => !text.includes(`'${namespace}'`))
          .map((namespace) => `${file}: import('${specifier}') needs '${namespace}'`);
      });
    });
    expect(problems).toEqual([]);
  });
});
