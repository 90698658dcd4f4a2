import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { caller } from '../auth/bearer.ts';

/**
 * Revalidated answers: the browser may keep them but asks (If-None-Match) before every use, and no
 * shared cache keeps them (decision 360). Every other API answer stays `no-store`.
 */
export const REVALIDATED = 'private, no-cache';

// An answer's shape follows the contract: a copy made under another contract is not current.
const CONTRACT = createHash('sha1')
  .update(readFileSync(new URL('../../src/api/gen/openapi.json', import.meta.url)))
  .digest('base64url');

/**
 * The tag of a read of `userIds`' data as the caller asks it (path and query): it changes when any
 * of them writes money data (their data version, bumped in the write's own database transaction)
 * or when the scope itself changes. `extra` carries whatever else the answer depends on (today).
 * `versions` is the data version already read in this request, when the caller has it.
 */
export async function answerTag(
  request: FastifyRequest,
  userIds: string[],
  extra = '',
  versions?: string,
): Promise<string> {
  versions ??= await request.server.repos.dataVersions.of(userIds);
  const scope = [...userIds].sort().join(',');
  const named = [CONTRACT, caller(request).userId, scope, versions, request.url, extra].join('\n');
  const digest = createHash('sha1').update(named).digest('base64url');
  return `W/"${digest}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Sets the answer's tag; true when the client already holds this answer (answer 304, no body). */
export function clientHolds(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('etag', tag).header('cache-control', REVALIDATED);
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held.trim() === '*' || held.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}
