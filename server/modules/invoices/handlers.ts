import type { FastifyRequest } from 'fastify';
import { dateInMonth, lastDateOfMonth } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { familyOf, rawQuery, readScope } from '../../auth/scope.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { InvoiceRow } from '../../repositories/invoices.ts';
import { changeTransaction, deleteTransaction } from '../transactions/change.ts';
import { createEntry } from '../transactions/create.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { payInvoice } from './pay.ts';
import { presentInvoice, presentInvoices } from './present.ts';

async function visibleInvoice(request: FastifyRequest, id: string): Promise<InvoiceRow> {
  const invoice = await request.server.repos.invoices.findById(id);
  if (!invoice || !(await familyOf(request, caller(request).userId)).includes(invoice.userId))
    throw fail(404, 'errors.notFound');
  return invoice;
}

/** Invoice filter (decision 123): month/year, else the dates, else everything. */
function closeRange(query: { month?: number; year?: number; startDate?: string; endDate?: string }) {
  if (query.month && query.year) {
    const key = `${query.year}-${String(query.month).padStart(2, '0')}`;
    return { closeFrom: dateInMonth(key, 1), closeTo: lastDateOfMonth(key) };
  }
  return { closeFrom: query.startDate, closeTo: query.endDate };
}

type ItemRequest = FastifyRequest<{
  Params: { id: string; sub_id: string };
  Querystring: { applyForAll?: boolean; markedAsTranslation?: boolean };
  Body: Schemas['InvoicePatch'];
}>;

/** A line of the invoice `{id}`: a card row whose invoice it is. */
async function invoiceLine(request: ItemRequest): Promise<InvoiceRow> {
  const invoice = await visibleInvoice(request, request.params.id);
  const line = await request.server.repos.transactions.findById(request.params.sub_id);
  if (line?.invoiceId !== invoice.id) throw fail(404, 'errors.notFound');
  return invoice;
}

async function changeItem(request: ItemRequest) {
  const invoice = await invoiceLine(request);
  await changeTransaction(request, request.params.sub_id, request.body, request.query);
  return { data: await presentInvoice(request.server, invoice), message: t('money.itemChanged') };
}

export const invoicesHandlers: Handlers = {
  async listInvoices(request): Promise<Answer<'listInvoices', 200>> {
    const scope = await readScope(request, { ...request.query, family: rawQuery(request).family });
    const range = request.query.ignoreInvoicePeriod ? {} : closeRange(request.query);
    const rows = await request.server.repos.invoices.list({ userIds: scope.userIds, ...range });
    const items = await presentInvoices(request.server, rows);
    return { data: { items, total: items.length } };
  },

  async getInvoice(request): Promise<Answer<'getInvoice', 200>> {
    return { data: await presentInvoice(request.server, await visibleInvoice(request, request.params.id)) };
  },

  /** Pays an invoice, or books a card purchase; answers the invoice concerned (decision 012). */
  async createInvoice(request, reply): Promise<Answer<'createInvoice', 201>> {
    const { repos } = request.server;
    if (request.body.paymentInvoiceReferenceId) {
      const { invoice } = await payInvoice(request, request.body);
      reply.status(201);
      return { data: await presentInvoice(request.server, invoice), message: t('money.invoicePaid') };
    }
    const card = await repos.payments.findById(request.body.payment);
    if (card?.type !== 'credit') throw fail(400, 'money.notACard');
    const [first] = await createEntry(request, request.body);
    const invoice = first?.invoiceId ? await repos.invoices.findById(first.invoiceId) : undefined;
    if (!invoice) throw new Error('card purchase has no invoice');
    reply.status(201);
    return { data: await presentInvoice(request.server, invoice) };
  },

  updateInvoiceItem: changeItem,
  replaceInvoiceItem: changeItem,

  async deleteInvoiceItem(request, reply) {
    await invoiceLine(request as unknown as ItemRequest);
    await deleteTransaction(request, request.params.sub_id, { applyForAll: request.query.applyForAll });
    return reply.status(204).send();
  },
};
