import type { FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { fail, HttpError } from '../../errors.ts';
import {
  openBankingOf,
  type ProviderAccount,
  ProviderError,
  type ProviderItem,
} from '../../open-banking/index.ts';
import type { BankAccessRow } from '../../repositories/bank-accesses.ts';
import { keepSavingsOfRemovedWallets } from '../objectives/savings.ts';
import type { Answer, Handlers } from '../types.ts';
import { duplicateRefusal } from './duplicates.ts';
import { BANK_MESSAGES } from './messages.ts';
import { presentBankAccess } from './present.ts';
import { settlePending, synchronise, withProvider } from './sync.ts';

/** The caller's own connection; anyone else's is "not found", never its data. */
async function ownAccess(request: FastifyRequest, id: string): Promise<BankAccessRow> {
  const access = await request.server.repos.bankAccesses.findById(id);
  if (!access || access.userId !== caller(request).userId) throw fail(404, 'errors.notFound');
  return access;
}

/**
 * The connection once the bank let it through: one saved pending is looked up at the provider
 * first, and still waiting it answers the catalogue's pending text (audit AF1).
 */
async function leftPending(request: FastifyRequest, access: BankAccessRow): Promise<BankAccessRow> {
  const settled = await settlePending(request, access);
  if (!settled) throw new HttpError(409, BANK_MESSAGES.pending);
  return settled;
}

async function present(request: FastifyRequest, access: BankAccessRow) {
  return presentBankAccess(access, await request.server.repos.bankAccesses.importedPayments([access.id]));
}

const saveFailed = () => new HttpError(400, BANK_MESSAGES.saveFailed);

/**
 * The name the widget reports, kept as every other name (decision 047), or the provider's own when
 * nothing readable is left: a right-to-left override, a line break and a pile of accents reached the
 * 'Contas Conectadas' heading and its buttons (audit AB6).
 */
const institutionName = (sent: string | undefined, item: ProviderItem) =>
  oneLineName(sent ?? '') || oneLineName(item.institution);

/** The item the widget created, as the provider knows it; an unknown item cannot be saved. */
const providerItem = (request: FastifyRequest, linkId: string): Promise<ProviderItem> =>
  withProvider(request, () => openBankingOf(request.server).getItem(linkId), 400, BANK_MESSAGES.saveFailed);

/**
 * The accounts behind a new item; none yet while the bank still authorises it (the provider may
 * refuse to list them then), and the sync's own check covers that case (decision 026).
 */
async function itemAccounts(request: FastifyRequest, linkId: string): Promise<ProviderAccount[]> {
  try {
    return await openBankingOf(request.server).listAccounts(linkId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    request.log.warn({ err: error }, 'open-banking provider listed no accounts for a new item');
    return [];
  }
}

export const bankAccessesHandlers: Handlers = {
  async createOpenBankingAccessToken(request): Promise<Answer<'createOpenBankingAccessToken', 200>> {
    const linkId = request.body?.linkId;
    if (linkId) {
      const access = await request.server.repos.bankAccesses.findByLinkId(linkId);
      if (!access || access.userId !== caller(request).userId) throw fail(404, 'errors.notFound');
    }
    const provider = openBankingOf(request.server);
    const accessToken = await withProvider(
      request,
      () => provider.createConnectToken(linkId),
      502,
      BANK_MESSAGES.widgetFailed,
    );
    // The real widget's script (decision 481); demo tokens open the app's own demo widget.
    const widgetUrl = provider.connectWidget?.scriptUrl;
    return { data: { accessToken, ...(widgetUrl ? { widgetUrl } : {}) } };
  },

  async listBankAccesses(request): Promise<Answer<'listBankAccesses', 200>> {
    const repo = request.server.repos.bankAccesses;
    const accesses = await repo.listFor(caller(request).userId);
    const imported = await repo.importedPayments(accesses.map((access) => access.id));
    const items = accesses.map((access) => presentBankAccess(access, imported));
    return { data: { items, total: items.length } };
  },

  async getBankAccess(request): Promise<Answer<'getBankAccess', 200>> {
    return { data: await present(request, await ownAccess(request, request.params.id)) };
  },

  /**
   * The widget's success (or its USER_AUTHORIZATION_PENDING, saved pending and inactive). Saving
   * the same item again updates it: the widget reports the same item once authorised.
   */
  async createBankAccess(request, reply): Promise<Answer<'createBankAccess', 201>> {
    const userId = caller(request).userId;
    const body = request.body;
    if (body.type !== 'pluggy') throw saveFailed();
    const item = await providerItem(request, body.linkId);
    const pending = body.status === 'pending';
    const values = {
      institution: institutionName(body.institution, item),
      connector: item.connector,
      type: 'pluggy',
      status: pending ? 'pending' : item.status,
      active: pending ? false : (body.active ?? true),
    };
    const repo = request.server.repos.bankAccesses;
    const existing = await repo.findByLinkId(body.linkId);
    if (existing && existing.userId !== userId) throw saveFailed();
    // As the modal holds (decision 173): no new connection while an old connector awaits migrating.
    if (!existing && (await repo.listFor(userId)).some((access) => access.type !== 'pluggy')) {
      throw new HttpError(409, BANK_MESSAGES.blocked);
    }
    // The same bank account connected again, by the person or by a family member (a joint account),
    // would import every row and balance twice into the figures read together (audits S6, AF2).
    if (!existing) {
      const household = await request.server.repos.families.householdOf(userId);
      const elsewhere = await repo.importedElsewhere(household, item.connector);
      const refusal =
        elsewhere.length > 0
          ? duplicateRefusal(await itemAccounts(request, body.linkId), elsewhere, userId)
          : undefined;
      if (refusal) throw new HttpError(409, BANK_MESSAGES[refusal]);
    }
    // The same item saved again at the same moment (a double click, a retry) updates one connection:
    // the look-up is made again with the person locked, as every save of theirs takes it (audit Y5).
    const saved = await request.server.repos.transaction(async (repos) => {
      await repos.users.lock(userId);
      const current = await repos.bankAccesses.findByLinkId(body.linkId);
      if (current && current.userId !== userId) throw saveFailed();
      return current
        ? repos.bankAccesses.update(current.id, values)
        : repos.bankAccesses.create({ ...values, userId, linkId: body.linkId });
    });
    if (!saved) throw saveFailed();
    reply.status(201);
    return { message: BANK_MESSAGES.added, data: await present(request, saved) };
  },

  /**
   * Removes the connection and its history (imported accounts, cards and their rows) at once; what
   * objectives saved through those accounts stays theirs (decision 029).
   */
  async deleteBankAccess(request, reply) {
    const access = await ownAccess(request, request.params.id);
    await request.server.repos.transaction(async (repos) => {
      await keepSavingsOfRemovedWallets(repos, await repos.bankAccesses.walletIds(access.id));
      await repos.bankAccesses.delete(access.id);
    });
    return reply.status(204).send();
  },

  async syncBankAccess(request): Promise<Answer<'syncBankAccess', 200>> {
    const access = await leftPending(request, await ownAccess(request, request.params.id));
    if (access.type !== 'pluggy') throw new HttpError(409, BANK_MESSAGES.legacy);
    return synchronise(request, access, 'refreshIfDue');
  },

  async submitBankToken(request): Promise<Answer<'submitBankToken', 200>> {
    const owned = await ownAccess(request, request.params.id);
    if (request.body.linkId && request.body.linkId !== owned.linkId) throw fail(404, 'errors.notFound');
    const access = await leftPending(request, owned);
    const accepted = await withProvider(
      request,
      () => openBankingOf(request.server).submitToken(access.linkId ?? '', request.body.token),
      502,
      BANK_MESSAGES.syncFailed,
    );
    if (!accepted) throw new HttpError(400, BANK_MESSAGES.invalidToken);
    return synchronise(request, access, 'read');
  },

  /** A legacy connector replaced by the item the widget just created; imported history stays. */
  async migrateBankAccess(request): Promise<Answer<'migrateBankAccess', 200>> {
    const access = await ownAccess(request, request.params.id);
    if (access.type === 'pluggy') throw saveFailed();
    const body = request.body;
    const item = await providerItem(request, body.itemId);
    const taken = await request.server.repos.bankAccesses.findByLinkId(body.itemId);
    if (taken && taken.id !== access.id) throw saveFailed();
    const migrated = await request.server.repos.bankAccesses.update(access.id, {
      linkId: body.itemId,
      institution: institutionName(body.name, item),
      connector: item.connector,
      type: 'pluggy',
      status: item.status,
      active: true,
      lastSynced: null,
    });
    if (!migrated) throw saveFailed();
    return { message: BANK_MESSAGES.migrated, data: await present(request, migrated) };
  },
};
