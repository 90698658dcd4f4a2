import type { FastifyRequest } from 'fastify';
import catalogue from '../../../locales/pt-BR/experts.json' with { type: 'json' };
import { caller } from '../../auth/bearer.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { fail, HttpError } from '../../errors.ts';
import type { ExpertRow } from '../../repositories/learning.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const present = (row: ExpertRow): Schemas['Expert'] => ({
  _id: row.id,
  name: row.name,
  expertizes: row.expertizes.map((name) => ({ name })),
  stars: Number(row.stars),
  sessionPrice: fromCents(toCents(row.sessionPrice)),
  likes: row.likes,
  ...optional('image', row.image),
  ...optional('aboutMessage', row.aboutMessage),
  ...optional('profileMessage', row.profileMessage),
});

async function found(request: FastifyRequest, id: string): Promise<ExpertRow> {
  const row = await request.server.repos.learning.expert(id);
  if (!row) throw fail(404, 'errors.notFound');
  return row;
}

export const expertsHandlers: Handlers = {
  async listExperts(request): Promise<Answer<'listExperts', 200>> {
    const items = (await request.server.repos.learning.experts()).map(present);
    return { data: { items, total: items.length } };
  },

  async getExpert(request): Promise<Answer<'getExpert', 200>> {
    return { data: present(await found(request, request.params.id)) };
  },

  /** `likes: 1` is the caller's like: counted once per person however often it is sent (decision 262). */
  async updateExpert(request): Promise<Answer<'updateExpert', 200>> {
    const expert = await found(request, request.params.id);
    if (request.body.likes !== 1) {
      const message = catalogue.messages.likeOnly;
      throw new HttpError(400, message, [{ message, field: 'likes' }]);
    }
    await request.server.repos.learning.like(expert.id, caller(request).actorId);
    return { data: present(await found(request, expert.id)), message: catalogue.messages.liked };
  },
};
