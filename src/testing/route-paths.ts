import { readFileSync } from 'node:fs';

/**
 * Every full path of the generated route tree (src/routeTree.gen.ts), without a trailing slash, read
 * from its text so a Node test need not load the route files. Node only: it reads the file.
 */
export function routeTreePaths(): string[] {
  const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
  return [...(tree.match(/fullPaths:\n((?:\s+\| '[^']+'\n)+)/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
    ([, path = '']) => (path === '/' ? path : path.replace(/\/$/, '')),
  );
}
