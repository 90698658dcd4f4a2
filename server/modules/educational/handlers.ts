import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { StoredItem, TrailRow } from '../../repositories/learning.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { presentUser } from '../users/present.ts';
import { refuseUnwatchable } from './watch.ts';

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

function presentItem(item: StoredItem): Schemas['TrailItem'] {
  return { title: item.title, ...optional('description', item.description), documents: item.documents };
}

function presentTrail(row: TrailRow): Schemas['Trail'] {
  return {
    _id: row.id,
    title: row.title,
    ...optional('description', row.description),
    ...optional('imgUrl', row.imgUrl),
    items: (row.items as StoredItem[]).map(presentItem),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's own user only; another id answers 404, as every user route does. */
function ownUserId(request: FastifyRequest, id: string): string {
  const { userId } = caller(request);
  if (id !== userId) throw fail(404, 'errors.userNotFound');
  return userId;
}

/** Trails are seeded content (decision 260): no user may write them. */
async function contentIsReadOnly(): Promise<never> {
  throw fail(403, 'errors.forbidden');
}

export const educationalHandlers: Handlers = {
  createTrail: contentIsReadOnly,
  updateTrail: contentIsReadOnly,
  replaceTrail: contentIsReadOnly,
  deleteTrail: contentIsReadOnly,

  async listTrails(request): Promise<Answer<'listTrails', 200>> {
    const items = (await request.server.repos.learning.trails()).map(presentTrail);
    return { data: { items, total: items.length } };
  },

  async getTrail(request): Promise<Answer<'getTrail', 200>> {
    const row = await request.server.repos.learning.trail(request.params.id);
    if (!row) throw fail(404, 'errors.notFound');
    return { data: presentTrail(row) };
  },

  async listEducationalVideos(request): Promise<Answer<'listEducationalVideos', 200>> {
    const groups = await request.server.repos.learning.videoGroups();
    return {
      data: {
        contendVideo: groups.map((group) =>
          presentItem({
            title: group.title,
            ...optional('description', group.description),
            documents: group.documents as StoredItem['documents'],
          }),
        ),
      },
    };
  },

  async listBlogPosts(request): Promise<Answer<'listBlogPosts', 200>> {
    const items = (await request.server.repos.learning.blogPosts()).map((post) => ({
      id: post.id,
      title: post.title,
      link: post.link,
      ...optional('image', post.image),
    }));
    return { data: { items, total: items.length } };
  },

  /** Idempotent: a video already watched leaves the list as it is (decision 020). */
  async markVideoWatched(request): Promise<Answer<'markVideoWatched', 200>> {
    const userId = ownUserId(request, request.params.id);
    const videoId = request.body.videoId;
    const before = await request.server.repos.users.findById(userId);
    if (!before) throw fail(404, 'errors.userNotFound');
    await refuseUnwatchable(request, before.videosWatched, [videoId], 'videoId');
    await request.server.repos.learning.markWatched(userId, videoId);
    const user = await request.server.repos.users.findById(userId);
    if (!user) throw fail(404, 'errors.userNotFound');
    return { data: await presentUser(request.server, user) };
  },
};
