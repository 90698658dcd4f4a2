import type { FastifyReply, FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { ProfileData, ProfileRow } from '../../repositories/profiles.ts';
import { refused } from '../tasks/messages.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';

type Profile = Schemas['Profile'];

function present(row: ProfileRow): Profile {
  const data = row.data as ProfileData;
  return {
    _id: row.id,
    user: row.userId,
    hasSavings: data.hasSavings === true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkUser(request: FastifyRequest, user: string | undefined): void {
  if (user !== undefined && user !== caller(request).userId) throw refused(403, 'otherProfile', 'user');
}

async function ownProfile(request: FastifyRequest, id: string): Promise<ProfileRow> {
  const row = await request.server.repos.profiles.findById(id);
  if (!row || row.userId !== caller(request).userId) throw fail(404, 'errors.notFound');
  return row;
}

async function change(
  request: FastifyRequest<{ Params: { id: string }; Body: Schemas['ProfilePatch'] }>,
): Promise<Answer<'updateProfile', 200>> {
  const current = await ownProfile(request, request.params.id);
  checkUser(request, request.body.user);
  const data = { ...(current.data as ProfileData) };
  if (request.body.hasSavings !== undefined) data.hasSavings = request.body.hasSavings;
  const updated = await request.server.repos.profiles.update(current.id, data);
  if (!updated) throw fail(404, 'errors.notFound');
  return { data: present(updated) };
}

export const profilesHandlers: Handlers = {
  async listProfiles(request): Promise<Answer<'listProfiles', 200>> {
    const rows = await request.server.repos.profiles.listFor(caller(request).userId);
    return { data: { items: rows.map(present), total: rows.length } };
  },

  async getProfile(request): Promise<Answer<'getProfile', 200>> {
    return { data: present(await ownProfile(request, request.params.id)) };
  },

  /** One diagnosis per user: answering it again updates the existing one (decision 252). */
  async createProfile(request, reply): Promise<Answer<'createProfile', 201>> {
    checkUser(request, request.body.user);
    const repo = request.server.repos.profiles;
    const userId = caller(request).userId;
    const [existing] = await repo.listFor(userId);
    const data = { hasSavings: request.body.hasSavings };
    const row = existing
      ? await repo.update(existing.id, { ...(existing.data as ProfileData), ...data })
      : undefined;
    reply.status(201);
    return { data: present(row ?? (await repo.create(userId, data))) };
  },

  updateProfile: change,
  replaceProfile: change,

  async deleteProfile(request, reply: FastifyReply) {
    const row = await ownProfile(request, request.params.id);
    await request.server.repos.profiles.delete(row.id);
    return reply.status(204).send();
  },
};
