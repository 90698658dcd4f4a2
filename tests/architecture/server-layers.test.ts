import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles } from './imports.ts';

// The server's layers (server/README.md): app.ts and the start-up (index.ts, demo/) wire
// contract/ (routes bound to the contract) → modules/ (handlers) → repositories/ (all SQL) → db/.
// auth/, http/ and the other folders are shared by the layers (they may read the contract document:
// the inactive-account policy names operations); domain/ is pure. An arrow only points down: a
// repository never imports a module, a module never imports the routes.
const server = join(root, 'server');

const START_UP = ['app.ts', 'index.ts', 'demo'];
const SHARED = [
  'auth',
  'http',
  'mail',
  'csv',
  'idempotency',
  'open-banking',
  'billing',
  'errors.ts',
  'i18n.ts',
];

/** The folder under server/ ('modules', 'db'...) or the file at its top ('app.ts'). */
const layerOf = (path: string): string => relative(server, path).split('/')[0] ?? '';

// Tests may reach any layer to set up what they check.
const isTest = (file: string) => file.endsWith('.test.ts') || relative(server, file).startsWith('test/');
const edges = sourceFiles(server)
  .filter((file) => !isTest(file))
  .flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith(`${server}/`))
      .map((target) => ({ file, from: layerOf(file), to: layerOf(target) })),
  )
  .filter((edge) => edge.from !== edge.to);

const shown = (list: typeof edges) => list.map((e) => `${relative(root, e.file)} -> ${e.to}`);

describe('server layers', () => {
  it('sees the imports it checks', () => {
    expect(edges.filter((e) => e.from === 'modules' && e.to === 'repositories').length).toBeGreaterThan(20);
  });

  it.each([
    ['contract', [...START_UP, 'modules']],
    ['modules', [...START_UP, 'contract']],
    ['repositories', [...START_UP, 'contract', 'modules', 'http', 'idempotency', 'mail']],
    ...SHARED.map((layer): [string, string[]] => [layer, [...START_UP, 'modules']]),
  ])('%s imports none of %j', (layer, forbidden) => {
    expect(shown(edges.filter((e) => e.from === layer && forbidden.includes(e.to)))).toEqual([]);
  });

  it.each([
    ['db', []],
    ['domain', []],
  ])('%s imports nothing else of the server but %j', (layer, allowed: string[]) => {
    expect(shown(edges.filter((e) => e.from === layer && !allowed.includes(e.to)))).toEqual([]);
  });
});
