import type { FastifyInstance } from 'fastify';
import { fail } from '../errors.ts';

/** Deeper than any body of the contract (a few levels): a deeper document is an attack, not data. */
export const MAX_DEPTH = 32;

/**
 * Why the value cannot be stored, if it cannot: a NUL character (PostgreSQL text refuses it, so it
 * would end as a 500) or a nesting deeper than MAX_DEPTH (validators and handlers recurse on it).
 * Walks with an explicit stack so a hostile document cannot overflow the call stack here.
 */
export function unsafeInput(value: unknown): 'nul' | 'depth' | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'nul';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_DEPTH) return 'depth';
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * One place refuses what no schema keyword can: NUL bytes in path parameters, query strings and
 * bodies, and absurdly deep JSON. Runs before schema validation, after authentication.
 */
export function registerInputGuard(app: FastifyInstance, prefix: string): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(prefix)) return;
    const problem = unsafeInput([request.params, request.query, request.body]);
    if (problem === 'nul') throw fail(400, 'errors.nulCharacter');
    if (problem === 'depth') throw fail(400, 'errors.tooDeep');
  });
}
