import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles, src } from './imports.ts';

// Dependencies flow one way: ui/lib -> features -> routes (STYLE.md). A feature never imports another
// feature; shared pieces move to ui/ or lib/ once two features need them.

/** 'ui', 'lib', 'app', 'api', 'routes', 'testing' or 'features/<name>'. */
function layerOf(path: string): string {
  const [top, second] = relative(src, path).split('/');
  return top === 'features' ? `features/${second}` : (top ?? '');
}

const files = sourceFiles(src).filter((f) => !/\.(test|stories)\.tsx?$/.test(f));
const edges = files.flatMap((file) =>
  importsOf(file).map((target) => ({ file, from: layerOf(file), to: layerOf(target) })),
);

describe('import boundaries', () => {
  it('sees the imports it checks', () => {
    expect(edges.length).toBeGreaterThan(50);
  });

  it.each([
    ['ui', ['features', 'routes', 'app']],
    ['lib', ['features', 'routes', 'app', 'ui']],
    ['api', ['features', 'routes', 'ui']],
  ])('%s imports none of %j', (layer, forbidden) => {
    const bad = edges.filter(
      (e) => e.from === layer && forbidden.some((f) => e.to === f || e.to.startsWith(`${f}/`)),
    );
    expect(bad.map((e) => `${relative(root, e.file)} -> ${e.to}`)).toEqual([]);
  });

  it('no feature imports another feature or a route', () => {
    const bad = edges.filter(
      (e) =>
        e.from.startsWith('features/') &&
        (e.to === 'routes' || (e.to.startsWith('features/') && e.to !== e.from)),
    );
    expect(bad.map((e) => `${relative(root, e.file)} -> ${e.to}`)).toEqual([]);
  });
});

// The server may share the SPA's pure rules (lib) and the generated contract, nothing that renders.
describe('server boundaries', () => {
  it('imports from src/ only lib/ and api/gen/', () => {
    const serverFiles = sourceFiles(join(root, 'server'));
    const bad = serverFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${src}/`))
        .filter((target) => !/^(lib|api\/gen)\//.test(relative(src, target)))
        .map((target) => `${relative(root, file)} -> ${relative(root, target)}`),
    );
    expect(bad).toEqual([]);
  });
});
