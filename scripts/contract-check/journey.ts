import { randomUUID } from 'node:crypto';
import { readOutbox, sixDigitCode } from '../../server/mail/outbox.ts';
import { withCheckDigits } from '../../src/lib/cpf.ts';
import { todayIso } from '../../src/lib/dates.ts';
import type { CheckingClient } from './client.ts';

/** The records the journey made: the examples' ids are replaced by these. */
export interface Ids {
  user?: string;
  token?: string;
  revenueCategory?: string;
  expenseCategory?: string;
  customCategory?: string;
  wallet?: string;
  card?: string;
  transaction?: string;
  series?: string;
  seriesItem?: string;
  invoice?: string;
  invoiceLine?: string;
  budget?: string;
  objective?: string;
  linked?: string;
  family?: string;
  member?: string;
  task?: string;
  userconfig?: string;
  profile?: string;
  bankAccess?: string;
  trail?: string;
  expert?: string;
  product?: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface JourneyOptions {
  prefix: string;
  /** An existing, active account (a foreign backend); without it the journey signs up. */
  credentials?: Credentials;
  /** Where our server writes e-mails (DATA_DIR/outbox): the activation code is read there. */
  outbox?: string;
}

/** A valid CPF from nine random digits. */
function randomCpf(): string {
  return withCheckDigits(Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)));
}

/** The six-digit code of the newest e-mail to `email` in the outbox folder. */
async function activationCode(outbox: string, email: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const mails = (await readOutbox(outbox)).filter((mail) => mail.to.includes(email)).reverse();
    const code = mails.map((mail) => sixDigitCode(mail.text)).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

type Row = { _id: string } & Record<string, unknown>;
const dataOf = (body: unknown) => (body as { data?: unknown } | undefined)?.data;
const idOf = (body: unknown) => (dataOf(body) as Row | undefined)?._id;
const itemsOf = (body: unknown) => ((dataOf(body) as { items?: Row[] } | undefined)?.items ?? []) as Row[];

/**
 * What a person does on a first day, through the contract: sign up, activate, sign in, then wallets, a
 * card, transactions, an invoice payment, a budget, an objective and the rest. Each step goes on when
 * an earlier one failed: every answer is checked whatever it is.
 */
export async function runJourney(client: CheckingClient, options: JourneyOptions): Promise<Ids> {
  const { prefix } = options;
  const ids: Ids = {};
  const email = options.credentials?.email ?? `verificacao-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const password = options.credentials?.password ?? 'senha-de-verificacao-123';
  const call = (operationId: string, method: string, path: string, body?: unknown) =>
    client.call(operationId, method, `${prefix}${path}`, { token: ids.token, body });

  if (!options.credentials)
    await call('createUser', 'POST', '/users', {
      email,
      password,
      name: 'Verificação do Contrato',
      cpf: randomCpf(),
    });
  const login = await call('authenticateUser', 'POST', '/users/authenticate', { email, password });
  const session = dataOf(login.body) as { accessToken?: string; id?: string } | undefined;
  ids.token = session?.accessToken;
  ids.user = session?.id;
  if (!ids.token) return ids;
  if (!options.credentials && options.outbox) {
    const code = await activationCode(options.outbox, email);
    if (code) await call('activateAccount', 'POST', '/users/account/activation', { activationCode: code });
  }
  await call('getUser', 'GET', `/users/${ids.user}`);
  await call('updateUser', 'PATCH', `/users/${ids.user}`, { name: 'Verificação do Contrato' });

  const categories = itemsOf((await call('listCategories', 'GET', '/categories')).body);
  const ofGroup = (group: string) => categories.find((category) => category.group === group)?._id;
  ids.revenueCategory = ofGroup('revenues');
  ids.expenseCategory = ofGroup('expenses');
  ids.customCategory = idOf(
    (
      await call('createCategory', 'POST', '/categories', {
        name: 'Academia',
        category: ids.expenseCategory,
        group: 'expenses',
      })
    ).body,
  );

  ids.wallet = idOf(
    (
      await call('createPayment', 'POST', '/payments', {
        name: 'Conta corrente',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 2500,
      })
    ).body,
  );
  ids.card = idOf(
    (
      await call('createPayment', 'POST', '/payments', {
        name: 'Cartão',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 3,
        paid: 10,
        limit: 5000,
      })
    ).body,
  );
  await call('listPayments', 'GET', '/payments');
  await call('getPayment', 'GET', `/payments/${ids.wallet}`);

  const transaction = (body: object) =>
    call('createTransaction', 'POST', '/transactions', {
      date: '2026-03-10',
      category: ids.expenseCategory,
      payment: ids.wallet,
      transactionType: 'expenses',
      ...body,
    });
  await transaction({
    name: 'Salário',
    value: 8500,
    transactionType: 'revenues',
    category: ids.revenueCategory,
    paid: true,
  });
  ids.transaction = idOf((await transaction({ name: 'Mercado', value: -412.37, paid: true })).body);
  const series = dataOf(
    (await transaction({ name: 'Aluguel', value: -2300, recurrent: true, recurrentType: 'monthly' })).body,
  ) as { _id?: string; recurrentTransactionId?: string } | undefined;
  ids.series = series?.recurrentTransactionId ?? series?._id;
  ids.invoiceLine = idOf(
    (await transaction({ name: 'Farmácia', value: -89.9, payment: ids.card, date: '2026-03-20' })).body,
  );
  const month = await call(
    'listTransactions',
    'GET',
    '/transactions?startDate=2026-03-01&endDate=2026-06-30',
  );
  ids.seriesItem = itemsOf(month.body).find(
    (row) => row.recurrentTransactionId === ids.series && row._id !== series?._id,
  )?._id;
  await call('getTransaction', 'GET', `/transactions/${ids.transaction}`);
  await call('updateTransaction', 'PATCH', `/transactions/${ids.transaction}`, {
    description: 'Compra do mês',
  });

  const invoices = itemsOf((await call('listInvoices', 'GET', '/invoices?month=4&year=2026')).body);
  const invoice = invoices.find((row) =>
    (row.items as Row[] | undefined)?.some((item) => item._id === ids.invoiceLine),
  );
  ids.invoice = invoice?._id;
  if (invoice)
    await call('createInvoice', 'POST', '/invoices', {
      name: 'Pagamento de fatura',
      value: -89.9,
      date: '2026-04-03',
      paid: true,
      transactionType: 'expenses',
      payment: ids.wallet,
      paymentInvoiceReferenceId: invoice._id,
    });

  ids.budget = idOf(
    (
      await call('createBudget', 'POST', '/budgets', {
        date: '2026-03-01',
        revenuesCategories: [{ category: ids.revenueCategory, value: 8500 }],
        essentialCategories: [{ category: ids.expenseCategory, value: 1200, day: 10 }],
      })
    ).body,
  );
  await call('listBudgets', 'GET', '/budgets?startDate=2026-03-01&endDate=2026-03-31');
  await call('listBalances', 'GET', '/balances?type=budgets&startDate=2026-03-01&endDate=2026-03-31');
  await call(
    'getBalancesChart',
    'GET',
    `/balancesChart?inicio=2026-03-01&fim=2026-03-31&paymentId=${ids.wallet}`,
  );

  ids.objective = idOf(
    (
      await call('createObjective', 'POST', '/objectives', {
        name: 'Reserva de emergência',
        category: 'reserva-emergencia',
        totalValue: 30000,
        initialValue: 0,
        beginDate: `${todayIso().slice(0, 4)}-01-01`,
        finalDate: `${Number(todayIso().slice(0, 4)) + 1}-12-31`,
        payment: ids.wallet,
      })
    ).body,
  );
  // A movement is dated today (decision 191).
  await call('createObjectiveTransaction', 'POST', `/objectives/${ids.objective}/transaction`, {
    value: 500,
    date: todayIso(),
  });
  await call('listObjectives', 'GET', '/objectives');

  ids.linked = idOf(
    (
      await call('createLinkedTransaction', 'POST', '/linkedtransactions', {
        transaction: {
          name: 'Conta de luz',
          category: ids.expenseCategory,
          payment: ids.wallet,
          transactionType: 'expenses',
        },
        value: -212.48,
        day: 15,
      })
    ).body,
  );
  await call('getCalendarForecast', 'GET', '/linkedtransactions/forecast?month=2026-03');

  const family = dataOf(
    (await call('createFamily', 'POST', '/families', { name: 'Família Verificação', user: ids.user })).body,
  ) as { _id?: string; members?: Row[] } | undefined;
  ids.family = family?._id;
  ids.member = family?.members?.[0]?._id;
  await call('listFamilies', 'GET', '/families');

  ids.task = idOf(
    (
      await call('createTask', 'POST', '/tasks', {
        title: 'Revisar assinaturas',
        description: 'Cancelar o que não uso.',
        user: ids.user,
      })
    ).body,
  );
  ids.userconfig = idOf((await call('createUserconfig', 'POST', '/userconfigs', { tasksRejected: [] })).body);
  ids.profile = idOf((await call('createProfile', 'POST', '/profiles', { hasSavings: true })).body);
  ids.trail = itemsOf((await call('listTrails', 'GET', '/educational/trails')).body)[0]?._id;
  ids.expert = itemsOf((await call('listExperts', 'GET', '/experts')).body)[0]?._id;
  ids.product = itemsOf((await call('listProducts', 'GET', '/products')).body)[0]?._id;
  return ids;
}
