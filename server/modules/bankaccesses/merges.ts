import type { FastifyRequest } from 'fastify';
import { addDays, todayIso } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { isMergeCandidate, MERGE_MAX_DAYS } from '../../domain/bank-merge.ts';
import { toCents } from '../../domain/money.ts';
import { fail, HttpError } from '../../errors.ts';
import type { MergePair } from '../../repositories/bank-merges.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';
import { presentTransaction } from '../transactions/present.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { BANK_MESSAGES } from './messages.ts';

/** Imported rows older than this are not offered: the first sync reads 90 days back. */
const LOOK_BACK_DAYS = 120;

/** The person's pairs the merge rule accepts (decision 483), latest imported row first. */
async function candidates(request: FastifyRequest): Promise<MergePair[]> {
  const userId = caller(request).userId;
  const since = addDays(todayIso(), -LOOK_BACK_DAYS);
  const pairs = await request.server.repos.bankMerges.pairs(userId, since, MERGE_MAX_DAYS);
  return pairs.filter((pair) =>
    isMergeCandidate(
      { value: toCents(pair.value), date: pair.importedDate, name: pair.importedName },
      { value: toCents(pair.value), date: pair.manualDate, name: pair.manualName },
    ),
  );
}

/**
 * Both rows must be the caller's. A row already gone (merged or deleted in another tab) and
 * another person's row answer alike, 404, in words that say retrying cannot help (audit S1).
 */
async function ownRows(request: FastifyRequest, body: Schemas['BankMergeInput']) {
  const userId = caller(request).userId;
  const { transactions } = request.server.repos;
  const [imported, manual] = await Promise.all([
    transactions.findById(body.imported),
    transactions.findById(body.manual),
  ]);
  if (!imported || !manual || imported.userId !== userId || manual.userId !== userId)
    throw new HttpError(404, BANK_MESSAGES.mergeGone);
  return { imported, manual };
}

export const bankMergesHandlers: Handlers = {
  async listBankMerges(request): Promise<Answer<'listBankMerges', 200>> {
    const pairs = await candidates(request);
    const rows = await request.server.repos.transactions.findDetailedMany(
      pairs.flatMap((pair) => [pair.importedId, pair.manualId]),
    );
    const byId = new Map(rows.map((row) => [row.id, presentTransaction(row)]));
    const items = pairs.flatMap((pair) => {
      const imported = byId.get(pair.importedId);
      const manual = byId.get(pair.manualId);
      return imported && manual ? [{ imported, manual }] : [];
    });
    return { data: { items, total: items.length } };
  },

  /** The imported row stays and takes the name, category and description typed by hand. */
  async acceptBankMerge(request): Promise<Answer<'acceptBankMerge', 200>> {
    const { imported, manual } = await ownRows(request, request.body);
    const offered = (await candidates(request)).some(
      (pair) => pair.importedId === imported.id && pair.manualId === manual.id,
    );
    if (!offered) throw new HttpError(409, BANK_MESSAGES.mergeGone);
    await request.server.repos.transaction(async (repos) => {
      await repos.transactions.update(imported.id, {
        name: manual.name,
        ...(manual.categoryId ? { categoryId: manual.categoryId } : {}),
        ...(manual.description ? { description: manual.description } : {}),
      });
      await repos.transactions.deleteMany([manual.id]);
      // The copy typed by hand left its invoice: a credit may now reach further (decision 034).
      await reconcileCreditsOf(repos, { invoiceIds: [manual.invoiceId, imported.invoiceId] });
    });
    const kept = await request.server.repos.transactions.findDetailed(imported.id);
    if (!kept) throw fail(404, 'errors.notFound');
    return { message: BANK_MESSAGES.merged, data: presentTransaction(kept) };
  },

  async refuseBankMerge(request, reply) {
    const { imported, manual } = await ownRows(request, request.body);
    await request.server.repos.bankMerges.refuse(caller(request).userId, imported.id, manual.id);
    return reply.status(204).send();
  },
};
