import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { invalidField } from '../../auth/scope.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { NewPromotionalCode, PromotionalCodeRow } from '../../repositories/promotional-codes.ts';
import { checkCode } from '../subscriptions/handlers.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';

type PromotionalCode = Schemas['PromotionalCode'];
type Write = Schemas['PromotionalCodePatch'];

/** Decision 434: an administrator is a person whose profiles include 'admin' (`npm run admin -- grant`). */
async function isAdmin(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const { actorId } = caller(request);
  const actor = await app.repos.users.findById(actorId);
  return actor?.profiles.includes('admin') ?? false;
}

async function adminOnly(request: FastifyRequest): Promise<void> {
  if (!(await isAdmin(request.server, request))) throw fail(403, 'errors.adminOnly');
}

export function presentCode(row: PromotionalCodeRow): PromotionalCode {
  return {
    _id: row.id,
    code: row.code,
    discount: Number(row.discount),
    discountType: row.discountType === 'fixed' ? 'fixed' : 'percent',
    maxUses: row.maxUses,
    uses: row.uses,
    plans: row.plans as PromotionalCode['plans'],
    expireAt: row.expireAt?.toISOString() ?? null,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The columns a write sets. On an update the range is checked against what the code will be, the
 * current type or discount standing for the one the body leaves out: switching a R$ 150,00 code to
 * percent must not make a 150% discount.
 */
function values(body: Write, current?: PromotionalCodeRow): Partial<NewPromotionalCode> {
  const type = body.discountType;
  const discount = body.discount ?? (current ? Number(current.discount) : undefined);
  if ((type ?? current?.discountType ?? 'percent') === 'percent' && discount !== undefined && discount > 100)
    throw fail(400, 'errors.promoPercentTooHigh');
  // The schema's minLength counts spaces, and the repository trims them away: '   ' would be stored as ''.
  if (body.code !== undefined && !body.code.trim()) throw invalidField(MESSAGES.requiredField, 'code');
  return {
    ...(body.code !== undefined ? { code: body.code } : {}),
    ...(body.discount !== undefined ? { discount: body.discount.toFixed(2) } : {}),
    ...(type !== undefined ? { discountType: type } : {}),
    ...(body.maxUses !== undefined ? { maxUses: body.maxUses } : {}),
    ...(body.plans !== undefined ? { plans: [...new Set(body.plans)] } : {}),
    ...(body.expireAt !== undefined
      ? { expireAt: body.expireAt === null ? null : new Date(body.expireAt) }
      : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
}

const duplicate = (error: unknown): never => {
  if ((error as { code?: string; cause?: { code?: string } }).code === '23505')
    throw fail(400, 'errors.promoDuplicate');
  if ((error as { cause?: { code?: string } }).cause?.code === '23505')
    throw fail(400, 'errors.promoDuplicate');
  throw error;
};

async function found(app: FastifyInstance, id: string): Promise<PromotionalCodeRow> {
  const row = await app.repos.promotionalCodes.find(id);
  if (!row) throw fail(404, 'errors.notFound');
  return row;
}

export const promotionalCodesHandlers: Handlers = {
  async listPromotionalCodes(request): Promise<Answer<'listPromotionalCodes', 200>> {
    const app = request.server;
    const { code, plan } = request.query;
    if (code !== undefined) {
      // Checkout: the code only while it is usable (for this plan, when one is named).
      const row = await app.repos.promotionalCodes.findByCode(code);
      let usable: PromotionalCodeRow | undefined;
      try {
        usable = row ? checkCode(row, plan ?? row.plans[0] ?? '') : undefined;
        if (usable && !plan && row?.plans.length) usable = row;
      } catch {
        usable = undefined;
      }
      const items = usable ? [presentCode(usable)] : [];
      return { data: { items, total: items.length } };
    }
    if (!(await isAdmin(app, request))) return { data: { items: [], total: 0 } };
    const items = (await app.repos.promotionalCodes.list()).map(presentCode);
    return { data: { items, total: items.length } };
  },

  async createPromotionalCode(request, reply): Promise<Answer<'createPromotionalCode', 201>> {
    await adminOnly(request);
    const body = request.body;
    const row = await request.server.repos.promotionalCodes
      .create({ code: body.code, discount: body.discount.toFixed(2), ...values(body) } as NewPromotionalCode)
      .catch(duplicate);
    reply.code(201);
    return { data: presentCode(row), message: t('messages.promoCreated') };
  },

  async getPromotionalCode(request): Promise<Answer<'getPromotionalCode', 200>> {
    await adminOnly(request);
    return { data: presentCode(await found(request.server, request.params.id)) };
  },

  async updatePromotionalCode(request): Promise<Answer<'updatePromotionalCode', 200>> {
    await adminOnly(request);
    const current = await found(request.server, request.params.id);
    const patch = values(request.body, current);
    const row = await request.server.repos.promotionalCodes.update(current.id, patch).catch(duplicate);
    return { data: presentCode(row ?? current), message: t('messages.promoUpdated') };
  },

  async replacePromotionalCode(request): Promise<Answer<'replacePromotionalCode', 200>> {
    await adminOnly(request);
    const current = await found(request.server, request.params.id);
    const body = request.body;
    const row = await request.server.repos.promotionalCodes
      .update(current.id, {
        discountType: 'percent',
        maxUses: null,
        plans: [],
        expireAt: null,
        active: true,
        ...values(body),
      })
      .catch(duplicate);
    return { data: presentCode(row ?? current), message: t('messages.promoUpdated') };
  },

  async deletePromotionalCode(request, reply) {
    await adminOnly(request);
    if (!(await request.server.repos.promotionalCodes.remove(request.params.id)))
      throw fail(404, 'errors.notFound');
    return reply.code(204).send();
  },
};
