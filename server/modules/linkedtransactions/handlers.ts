import type { FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { invalidField } from '../../auth/scope.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { fromCents, toCents, toDecimalString } from '../../domain/money.ts';
import { fail } from '../../errors.ts';
import type { LinkedChange, LinkedRow } from '../../repositories/linked-transactions.ts';
import type { TransactionRow } from '../../repositories/transactions.ts';
import { ownPaymentFor, visibleCategory } from '../transactions/create.ts';
import { signed } from '../transactions/present.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { bookedType } from './calendar.ts';
import { calendarForecast } from './forecast.ts';
import { settle } from './settle.ts';

type Linked = Schemas['LinkedTransaction'];
type Write = Schemas['LinkedTransactionPatch'];

function presentLinked(row: LinkedRow): Linked {
  return {
    _id: row.id,
    transaction: {
      name: row.name,
      ...(row.categoryId ? { category: row.categoryId } : {}),
      ...(row.paymentId ? { payment: row.paymentId } : {}),
      ...(row.transactionType ? { transactionType: row.transactionType as 'expenses' } : {}),
    },
    ...(row.originalName ? { originalName: row.originalName } : {}),
    user: row.userId,
    value: fromCents(toCents(row.value)),
    bankAccess: row.bankAccessId,
    day: row.day,
    lastPaymentDate: row.lastPaymentDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Checks the item as it will be (value nonzero, name required) and maps it to columns. */
async function columns(request: FastifyRequest, body: Write, current?: LinkedRow): Promise<LinkedChange> {
  const change: LinkedChange = {};
  const item = body.transaction;
  if (item?.name !== undefined || !current) {
    const name = item?.name === undefined ? undefined : oneLineName(item.name);
    if (!name) throw invalidField(MESSAGES.requiredField, 'transaction.name');
    change.name = name;
  }
  // The type decides the sign, as for transactions (decision 487): an expense item of 5 is stored as
  // -5, so no careless client can make a bill raise the forecast. Without a type the sign is the one
  // sent, which is then what tells expense from revenue (decision 200).
  const type = item?.transactionType ?? current?.transactionType ?? null;
  if (body.value !== undefined || !current || item?.transactionType !== undefined) {
    const cents = toCents(body.value ?? current?.value ?? 0);
    if (cents === 0) throw invalidField(MESSAGES.invalidValue, 'value');
    change.value = toDecimalString(type ? signed(cents, type) : cents);
  }
  if (item?.category !== undefined) change.categoryId = (await visibleCategory(request, item.category))?.id;
  // Paying books the item with its category (decision 200), so the category must fit the type it
  // books, as POST /transactions demands: an expense is never filed under '13º salário' (audit Q1).
  const categoryId = change.categoryId ?? current?.categoryId;
  if (categoryId && (item?.category !== undefined || change.value !== undefined)) {
    const cents = toCents(change.value ?? current?.value ?? 0);
    await visibleCategory(request, categoryId, bookedType(type, cents));
  }
  if (item?.payment !== undefined)
    change.paymentId = (await ownPaymentFor(request, item.payment, 'payment')).id;
  if (item?.transactionType !== undefined) change.transactionType = item.transactionType;
  if (body.originalName !== undefined) change.originalName = body.originalName;
  // Kept as typed (1-31 by the contract): every reader caps it to its own month, so 'dia 31' is each
  // month's last day, and the edit modal has already capped it to the month on screen (decision 123).
  if (body.day !== undefined) change.day = body.day;
  return change;
}

async function ownLinked(request: FastifyRequest, id: string): Promise<LinkedRow> {
  const row = await request.server.repos.linked.findOwn(id, caller(request).userId);
  if (!row) throw fail(404, 'errors.notFound');
  return row;
}

/** The caller's row an item is made from ('Incluir no calendário'), checked before anything is written. */
async function madeFrom(
  request: FastifyRequest,
  id: string | undefined,
): Promise<TransactionRow | undefined> {
  if (id === undefined) return undefined;
  const row = await request.server.repos.transactions.findById(id);
  if (!row || row.userId !== caller(request).userId)
    throw invalidField(MESSAGES.requiredField, 'transactionId');
  return row;
}

/**
 * An item made from a paid row starts paid on that row's date (decision 466): the row is the payment,
 * so none is booked, and the calendar shows it paid in the row's month. Noon in São Paulo keeps the
 * date the person sees whatever the server's zone.
 */
const paidOn = (date: string) => new Date(`${date}T12:00:00-03:00`);

/** Field changes first, then the paid toggle on the item as it will be (decision 200). */
async function write(request: FastifyRequest, current: LinkedRow, body: Write): Promise<LinkedRow> {
  const fields = await columns(request, body, current);
  const paying =
    body.lastPaymentDate === undefined
      ? {}
      : await settle(request, { ...current, ...fields }, body.lastPaymentDate !== null);
  const change = { ...fields, ...paying };
  if (Object.keys(change).length === 0) return current;
  const updated = await request.server.repos.linked.update(current.id, change);
  if (!updated) throw fail(404, 'errors.notFound');
  return updated;
}

async function change(request: FastifyRequest<{ Params: { id: string }; Body: Write }>) {
  const current = await ownLinked(request, request.params.id);
  return { data: presentLinked(await write(request, current, request.body)) };
}

/** The calendar items listLinkedTransactions answers: the caller's own. */
export async function listedCalendarItems(request: FastifyRequest): Promise<Linked[]> {
  return (await request.server.repos.linked.listFor(caller(request).userId)).map(presentLinked);
}

export const linkedTransactionsHandlers: Handlers = {
  async listLinkedTransactions(request): Promise<Answer<'listLinkedTransactions', 200>> {
    const items = await listedCalendarItems(request);
    return { data: { items, total: items.length } };
  },

  async getLinkedTransaction(request): Promise<Answer<'getLinkedTransaction', 200>> {
    return { data: presentLinked(await ownLinked(request, request.params.id)) };
  },

  async createLinkedTransaction(request, reply): Promise<Answer<'createLinkedTransaction', 201>> {
    const values = await columns(request, request.body);
    const from = await madeFrom(request, request.body.transactionId);
    const item = {
      ...values,
      name: values.name as string,
      value: values.value as string,
      day: request.body.day,
      userId: caller(request).userId,
      ...(from?.paid ? { lastPaymentDate: paidOn(from.date) } : {}),
    };
    // A row already in the calendar answers its item, as a replayed request would: asked again
    // later or from a second tab, it made a second item the forecast counted twice (audit J6).
    const made = from
      ? await request.server.repos.linked.createFromRow({ ...item, sourceTransactionId: from.id })
      : { row: await request.server.repos.linked.create(item), created: true };
    const { lastPaymentDate } = request.body;
    const row =
      made.created && lastPaymentDate && !from?.paid
        ? await write(request, made.row, { lastPaymentDate })
        : made.row;
    reply.status(201);
    return { data: presentLinked(row) };
  },

  async getCalendarForecast(request): Promise<Answer<'getCalendarForecast', 200>> {
    return { data: await calendarForecast(request, request.query.month) };
  },

  updateLinkedTransaction: change,
  replaceLinkedTransaction: change,

  async deleteLinkedTransaction(request, reply) {
    const row = await ownLinked(request, request.params.id);
    // The transaction its payment booked is real money spent: it stays (decision 200).
    await request.server.repos.linked.delete(row.id);
    return reply.status(204).send();
  },
};
