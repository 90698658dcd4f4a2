import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, createAccount, type TestServer } from '../helper.ts';
import type { FuzzWorld } from './generator.ts';

type Json = Record<string, unknown>;

/**
 * A signed-in, activated user with one record of every kind the API keeps (wallets, a card, a series,
 * an invoice, a category, an objective, a calendar item, a budget, a bank link, a task, a family...),
 * so generated requests name real ids and reach the handlers' logic instead of stopping at 404.
 */
export async function buildWorld(server: TestServer): Promise<FuzzWorld> {
  const account = await createAccount(server, { name: 'Fuzz da Silva' });
  const call = callerFor(server.app, account.token);
  const today = new Date().toISOString().slice(0, 10);
  const ids: Record<string, string[]> = {};
  const pairs: Record<string, Array<[string, string]>> = {};
  const keep = (segment: string, id: string | undefined) => {
    if (id) ids[segment] = [...(ids[segment] ?? []), id];
  };

  const payments = (await call('GET', '/payments')).items as Json[];
  const cash = String(payments[0]?._id);
  const bank = await create(call, '/payments', {
    name: 'Conta Fuzz',
    type: 'debit',
    accountType: 'Conta corrente',
  });
  const card = await create(call, '/payments', {
    name: 'Cartão Fuzz',
    type: 'credit',
    flag: 'Visa',
    invoiceCloseOn: 3,
    paid: 10,
    limit: 5000,
  });
  for (const id of [cash, bank, card]) keep('payments', id);

  const categories = (await call('GET', '/categories')).items as Json[];
  const expenseCategory = categories.find((category) => category.group === 'expenses') ?? categories[0];
  const parent = String(expenseCategory?._id);
  const own = await create(call, '/categories', {
    name: 'Categoria Fuzz',
    category: parent,
    group: 'expenses',
  });
  keep('categories', own);

  const single = await create(call, '/transactions', {
    name: 'Mercado',
    value: -120.5,
    date: today,
    paid: true,
    category: parent,
    payment: bank,
    transactionType: 'expenses',
  });
  const series = await create(call, '/transactions', {
    name: 'Academia',
    value: -99.9,
    date: today,
    paid: false,
    category: parent,
    payment: bank,
    transactionType: 'expenses',
    recurrent: true,
    recurrentType: 'monthly',
  });
  const cardExpense = await create(call, '/transactions', {
    name: 'Geladeira',
    value: -1000,
    date: today,
    paid: false,
    category: parent,
    payment: card,
    transactionType: 'expenses',
    lastInstallment: 3,
  });
  keep('transactions', single);
  keep('transactions', series);
  const month = await call(
    'GET',
    `/transactions?startDate=${today.slice(0, 8)}01&endDate=${today.slice(0, 8)}28`,
  );
  const occurrence = (month.items as Json[]).find(
    (row) => row.recurrentTransactionId === series && row._id !== series,
  );
  pairs.transactions = [[series, String(occurrence?._id ?? series)]];

  const invoices = (await call('GET', '/invoices')).items as Json[];
  const invoice = invoices[0];
  if (invoice?._id) {
    keep('invoices', String(invoice._id));
    pairs.invoices = [[String(invoice._id), cardExpense]];
  }

  keep(
    'objectives',
    await create(call, '/objectives', {
      name: 'Reserva',
      category: 'reserva-emergencia',
      totalValue: 10000,
      initialValue: 100,
      beginDate: today,
      finalDate: `${Number(today.slice(0, 4)) + 2}-12-31`,
      payment: bank,
    }),
  );
  ids.objetives = ids.objectives ?? [];
  keep(
    'linkedtransactions',
    await create(call, '/linkedtransactions', {
      transaction: { name: 'Luz', category: parent, payment: bank, transactionType: 'expenses' },
      value: -210.4,
      day: 15,
    }),
  );
  keep('budgets', await createOptional(call, '/budgets', { date: `${today.slice(0, 8)}01`, accumulated: 0 }));
  keep(
    'bankaccesses',
    await createOptional(call, '/bankaccesses', {
      linkId: '8f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
      institution: 'Banco Fuzz',
      type: 'pluggy',
      connector: 212,
    }),
  );
  keep(
    'tasks',
    await createOptional(call, '/tasks', { title: 'Tarefa', description: 'Fazer algo', user: account.id }),
  );
  keep('userconfigs', await createOptional(call, '/userconfigs', { user: account.id, tasksAccepted: [] }));
  keep('profiles', await createOptional(call, '/profiles', { hasSavings: true }));
  keep('families', await createOptional(call, '/families', { name: 'Família Fuzz', user: account.id }));
  for (const segment of ['educational', 'experts', 'products']) {
    const path = segment === 'educational' ? '/educational/trails' : `/${segment}`;
    const listed = await call('GET', path).catch(() => ({ items: [] }));
    for (const item of ((listed.items as Json[] | undefined) ?? []).slice(0, 2))
      keep(segment, String(item._id));
  }

  return {
    token: account.token,
    userId: account.id,
    email: account.email,
    password: account.password,
    ids,
    pairs,
    fieldIds: {
      payment: [bank, cash, card],
      paymentId: [bank, card],
      bankingOperationPayment: [cash],
      category: [parent, own],
      categoryId: [parent],
      user: [account.id],
      userId: [account.id],
      paymentInvoiceReferenceId: ids.invoices ?? [],
    },
  };
}

type Call = (method: InjectOptions['method'], path: string, payload?: Json) => Promise<Json>;

function callerFor(app: FastifyInstance, token: string): Call {
  return async (method, path, payload) => {
    const response = await app.inject({
      method,
      url: `/api${path}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${path} -> ${response.statusCode} ${response.body}`);
    return ((response.json() as { data?: Json }).data ?? {}) as Json;
  };
}

async function create(call: Call, path: string, body: Json): Promise<string> {
  const data = await call('POST', path, body);
  const id = data._id ?? data.id;
  if (typeof id !== 'string') throw new Error(`POST ${path} gave no id: ${JSON.stringify(data)}`);
  return id;
}

/** Kinds the server may not build yet (501) or may refuse for this user: the fuzz goes on without them. */
async function createOptional(call: Call, path: string, body: Json): Promise<string | undefined> {
  return create(call, path, body).catch(() => undefined);
}
