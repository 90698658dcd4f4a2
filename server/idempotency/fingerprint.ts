import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** JSON with object keys sorted, so the same data always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same" for a key: operation, path ids, query and body. */
export function requestFingerprint(request: FastifyRequest): string {
  const parts = [request.method, request.routeOptions.url, request.params, request.query, request.body];
  return createHash('sha256').update(canonical(parts)).digest('hex');
}
