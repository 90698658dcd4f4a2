import type { FastifyReply, FastifyRequest } from 'fastify';
import { readScope } from '../../auth/scope.ts';
import { toCents } from '../../domain/money.ts';
import { HttpError } from '../../errors.ts';
import { answerTag, clientHolds } from '../../http/revalidation.ts';
import { t } from '../../i18n.ts';
import type { TransactionRow } from '../../repositories/transactions.ts';
import { payInvoice } from '../invoices/pay.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { createBankOperation } from './bank-operation.ts';
import { changeTransaction, deleteTransaction, visibleTransaction } from './change.ts';
import { createEntry, type TransactionInput } from './create.ts';
import { refuseFractionalAmounts } from './currency.ts';
import { presentTransaction } from './present.ts';
import { toppedUpVersions } from './top-up.ts';

type ChangeRequest = FastifyRequest<{
  Params: { id: string; sub_id?: string };
  Querystring: { applyForAll?: boolean; markedAsTranslation?: boolean };
  Body: Schemas['TransactionPatch'];
}>;
type DeleteRequest = FastifyRequest<{
  Params: { id: string; sub_id?: string };
  Querystring: { applyForAll?: boolean };
}>;

/** Fewer letters match too much of anyone's history to be worth a page. */
const MIN_SEARCH = 2;

/** The row a path names: `{id}`, or `{sub_id}` inside the series `{id}`. */
const target = (params: { id: string; sub_id?: string }) =>
  params.sub_id ? { id: params.sub_id, seriesId: params.id } : { id: params.id };

/** Plain entries, bank operations and invoice payments all arrive as POST /transactions. */
async function book(request: FastifyRequest, body: TransactionInput): Promise<TransactionRow | undefined> {
  // A plain entry checks its amount itself: invoices and calendar items book through it too.
  if (body.bankingOperationType || body.paymentInvoiceReferenceId)
    await refuseFractionalAmounts(request, { value: toCents(body.value) });
  if (body.bankingOperationType) {
    return (await createBankOperation(request, body, body.bankingOperationType))[0];
  }
  if (body.paymentInvoiceReferenceId) return (await payInvoice(request, body)).payment;
  return (await createEntry(request, body))[0];
}

async function change(request: ChangeRequest) {
  const { id, seriesId } = target(request.params);
  const { applyForAll, markedAsTranslation } = request.query;
  const row = await changeTransaction(request, id, request.body, {
    applyForAll,
    markedAsTranslation,
    seriesId,
  });
  return { data: presentTransaction(row), message: t('money.itemChanged') };
}

async function remove(
  request: DeleteRequest,
  reply: Parameters<NonNullable<Handlers['deleteTransaction']>>[1],
) {
  const { id, seriesId } = target(request.params);
  await deleteTransaction(request, id, { applyForAll: request.query.applyForAll, seriesId });
  return reply.status(204).send();
}

export const transactionsHandlers: Handlers = {
  async listTransactions(request, reply): Promise<Answer<'listTransactions', 200> | FastifyReply> {
    const { startDate, endDate } = request.query;
    const scope = await readScope(request, request.query);
    // The version (and so the tag) is read before the rows: a write landing in between only makes
    // the next tag new.
    const versions = endDate ? await toppedUpVersions(request.server, scope.userIds, endDate) : undefined;
    const tag = await answerTag(request, scope.userIds, '', versions);
    if (clientHolds(request, reply, tag)) return reply.status(304).send();
    const kept = request.server.answers.sendKept(request, reply, tag);
    if (kept) return kept;
    const rows = await request.server.repos.transactions.list({
      userIds: scope.userIds,
      start: startDate,
      end: endDate,
    });
    return { data: { items: rows.map(presentTransaction), total: rows.length } };
  },

  async searchTransactions(request, reply): Promise<Answer<'searchTransactions', 200> | FastifyReply> {
    const text = request.query.q.trim();
    if (text.length < MIN_SEARCH) {
      const message = t('money.searchTooShort');
      throw new HttpError(400, message, [{ message, field: 'q' }]);
    }
    const { page = 1, limit = 50 } = request.query;
    const scope = await readScope(request, request.query);
    // Matches move only with the scope's names and rows: the same tag as the month list (decision 376).
    const tag = await answerTag(request, scope.userIds);
    if (clientHolds(request, reply, tag)) return reply.status(304).send();
    const kept = request.server.answers.sendKept(request, reply, tag);
    if (kept) return kept;
    const found = await request.server.repos.transactions.search({
      userIds: scope.userIds,
      text,
      limit,
      offset: (page - 1) * limit,
    });
    return { data: { items: found.rows.map(presentTransaction), total: found.total, page, limit } };
  },

  async getTransaction(request): Promise<Answer<'getTransaction', 200>> {
    return { data: presentTransaction(await visibleTransaction(request, request.params.id)) };
  },

  async createTransaction(request, reply): Promise<Answer<'createTransaction', 201>> {
    const first = await book(request, request.body);
    const row = first ? await visibleTransaction(request, first.id) : undefined;
    if (!row) throw new Error('transaction insert returned nothing');
    reply.status(201);
    const type = t(`money.types.${request.body.transactionType}`);
    return { data: presentTransaction(row), message: t('money.itemCreated', { type }) };
  },

  updateTransaction: change,
  replaceTransaction: change,
  updateTransactionItem: change,
  replaceTransactionItem: change,
  deleteTransaction: remove,
  deleteTransactionItem: remove,
};
