import { readFileSync } from 'node:fs';

/**
 * The locale namespaces a route file's loader asks for with `loadNamespaces([...])`: the texts its
 * first view needs (read by the bundle budgets and the early-start plugin).
 */
export function namespacesOf(file: string): string[] {
  const list = /loadNamespaces\(\[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}
