import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const src = join(root, 'src');

/** TypeScript files under `dir`, generated code left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gen' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

/** Absolute paths a file imports from the repository (`@/` or relative); packages are left out. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
  return specifiers.flatMap((spec) => {
    if (spec.startsWith('@/')) return [join(src, spec.slice(2))];
    if (spec.startsWith('.')) return [resolve(dirname(file), spec)];
    return [];
  });
}
