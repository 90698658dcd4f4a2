import type { FastifyRequest } from 'fastify';
import catalogue from '../../../locales/pt-BR/learning.json' with { type: 'json' };
import { HttpError } from '../../errors.ts';
import type { StoredItem } from '../../repositories/learning.ts';
import { checkWatch } from './trail-rules.ts';

/**
 * Refuses a video the person may not mark as watched yet: unknown, or in a trail item still
 * locked (decision 263). Each id passed counts as watched for the ids after it, so a list sent in
 * trail order is accepted whole; ids already watched pass as they are.
 */
export async function refuseUnwatchable(
  request: FastifyRequest,
  watched: readonly string[],
  videoIds: readonly string[],
  field: string,
): Promise<void> {
  const seen = new Set(watched);
  const fresh = videoIds.filter((id) => !seen.has(id));
  if (fresh.length === 0) return;
  const repo = request.server.repos.learning;
  const [trails, groups] = await Promise.all([repo.trails(), repo.videoGroups()]);
  const trailItems = trails.map((trail) => trail.items as StoredItem[]);
  const free = [groups.map((group) => ({ documents: group.documents as StoredItem['documents'] }))];
  for (const videoId of fresh) {
    const verdict = checkWatch(videoId, trailItems, free, seen);
    if (verdict !== 'ok') {
      const message = catalogue.messages[verdict === 'unknown' ? 'unknownVideo' : 'lockedVideo'];
      throw new HttpError(400, message, [{ message, field }]);
    }
    seen.add(videoId);
  }
}
