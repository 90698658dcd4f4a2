import { randomUUID } from 'node:crypto';
import { type Client, categoryId, client, createdId, data } from '../client.ts';
import { type Account, bearer, createAccount, login, type TestServer } from '../helper.ts';
import { joinFamily, plannerOf } from '../household.ts';

/** Who calls: every cell of the matrix is one operation called by one of these. */
export const ROLES = [
  'anonymous',
  'owner',
  'familyAdmin',
  'familyMember',
  'plannerWithClient',
  'plannerWithoutClient',
  'otherHousehold',
  'inactive',
  'revoked',
] as const;
export type Role = (typeof ROLES)[number];

/** Written into every name and description the owner stores: a refused answer must not carry it. */
export const SECRET = 'SIGILO-DONO';

/** The owner's records, one of each kind an operation can name by id. */
export interface Records {
  wallet: string;
  card: string;
  category: string;
  market: string;
  transaction: string;
  series: string;
  seriesItem: string;
  invoice: string;
  invoiceLine: string;
  linked: string;
  objective: string;
  budget: string;
  bankAccess: string;
  /** The provider's item behind the owner's bank connection. */
  bankLinkId: string;
  task: string;
  userconfig: string;
  profile: string;
  trail: string;
  expert: string;
  product: string;
}

export interface World {
  server: TestServer;
  /** Owner: a plain member of the family, client of the planner; every record below is theirs. */
  owner: Account;
  admin: Account;
  member: Account;
  /** The planner whose client the owner is (signed in for the owner as `plannerWithClient`). */
  planner: Account;
  /** A planner whose clients do not include the owner. */
  otherPlanner: Account;
  family: { id: string; voucher: string };
  records: Records;
  /** Bearer token per role; undefined for anonymous. */
  tokens: Record<Role, string | undefined>;
  /** The owner's API, used to create fresh records for calls that destroy them. */
  api: Client;
  fresh: Fresh;
}

type Created = { _id: string };

/** Makes a new record of the owner's, for calls whose success destroys their target. */
export function freshRecords(
  server: TestServer,
  api: Client,
  base: Pick<Records, 'wallet' | 'market' | 'card'> & { owner: string },
) {
  const expense = (extra: object = {}) =>
    createdId(
      api('POST', '/transactions', {
        name: `${SECRET} despesa`,
        description: `${SECRET} detalhe`,
        value: -120.35,
        date: '2026-03-10',
        transactionType: 'expenses',
        category: base.market,
        payment: base.wallet,
        ...extra,
      }),
    );
  return {
    transaction: () => expense(),
    /** A monthly series: its id and its second item. */
    async series() {
      const first = await data<{ _id: string; recurrentTransactionId?: string }>(
        api('POST', '/transactions', {
          name: `${SECRET} aluguel`,
          value: -2300,
          date: '2026-01-10',
          transactionType: 'expenses',
          category: base.market,
          payment: base.wallet,
          recurrent: true,
          recurrentType: 'monthly',
        }),
        201,
      );
      const seriesId = first.recurrentTransactionId ?? first._id;
      const rows = await data<{
        items: Array<{ _id: string; name: string; recurrentTransactionId?: string }>;
      }>(api('GET', '/transactions?startDate=2026-01-01&endDate=2026-06-30'));
      const item = rows.items.find((row) => row.recurrentTransactionId === seriesId && row._id !== first._id);
      if (!item) throw new Error('no second item in the series');
      return { seriesId, itemId: item._id };
    },
    /**
     * A card purchase: the invoice it lands on (closing on the 3rd of `closeMonth`, 2026) and its
     * line. The payment rows pay an invoice of their own: a paid invoice's lines cannot be deleted
     * (decision 125).
     */
    async invoiceLine(closeMonth = 4) {
      const line = await expense({
        payment: base.card,
        date: `2026-${String(closeMonth - 1).padStart(2, '0')}-20`,
      });
      const invoices = await data<{ items: Array<{ _id: string; items: Array<{ _id: string }> }> }>(
        api('GET', `/invoices?month=${closeMonth}&year=2026`),
      );
      const invoice = invoices.items.find((candidate) => candidate.items.some((item) => item._id === line));
      if (!invoice) throw new Error('no invoice for the card purchase');
      return { invoice: invoice._id, line };
    },
    wallet: () =>
      createdId(
        api('POST', '/payments', {
          name: `${SECRET} carteira`,
          type: 'debit',
          accountType: 'Conta corrente',
          value: 10,
        }),
      ),
    category: () =>
      createdId(
        api('POST', '/categories', {
          name: `${SECRET} ${randomUUID().slice(0, 6)}`,
          category: base.market,
          group: 'expenses',
        }),
      ),
    linked: () =>
      createdId(
        api('POST', '/linkedtransactions', {
          transaction: {
            name: `${SECRET} luz`,
            category: base.market,
            payment: base.wallet,
            transactionType: 'expenses',
          },
          originalName: `${SECRET} ENEL`,
          value: -212.48,
          day: 15,
        }),
      ),
    objective: () =>
      createdId(
        api('POST', '/objectives', {
          name: `${SECRET} reserva`,
          category: 'reserva-emergencia',
          totalValue: 30000,
          initialValue: 0,
          beginDate: '2026-01-01',
          finalDate: '2026-12-31',
          payment: base.wallet,
        }),
      ),
    budget: (month: string) => createdId(api('POST', '/budgets', { date: `${month}-01` })),
    bankAccess: () =>
      createdId(
        api('POST', '/bankaccesses', {
          linkId: `fake-item:212:matriz-${randomUUID()}`,
          institution: 'NuBank',
          type: 'pluggy',
          connector: 212,
        }),
      ),
    /** A connection of an older provider, the only kind `migrate` takes. */
    legacyBankAccess: async () =>
      (
        await server.app.repos.bankAccesses.create({
          userId: base.owner,
          institution: 'Itaú',
          type: 'belvo',
          linkId: `belvo-${randomUUID()}`,
          connector: 'itau_br_retail',
        })
      ).id,
    task: () =>
      createdId(
        api('POST', '/tasks', {
          title: `${SECRET} tarefa`,
          description: `${SECRET} descrição`,
          user: base.owner,
        }),
      ),
    profile: () => createdId(api('POST', '/profiles', { hasSavings: true })),
  };
}
export type Fresh = ReturnType<typeof freshRecords>;

let budgetMonth = 0;
/** A month no budget of the owner's uses yet (one budget per month). */
export const nextBudgetMonth = () => {
  budgetMonth += 1;
  const date = new Date(Date.UTC(2030, budgetMonth, 1));
  return date.toISOString().slice(0, 7);
};

const PLANNER = 'Planejadora Matriz';

/** One household with every kind of record, its family, two planners, a stranger and dead sessions. */
export async function buildWorld(server: TestServer): Promise<World> {
  const [owner, admin, member, stranger, otherClient] = await Promise.all([
    createAccount(server, { name: `Dona ${SECRET}` }),
    createAccount(server, { name: 'Administradora Família' }),
    createAccount(server, { name: 'Membro Família' }),
    createAccount(server, { name: 'Outra Casa' }),
    createAccount(server, { name: 'Cliente de Outro Planejador' }),
  ]);
  const inactive = await createAccount(server, { name: 'Conta Inativa', activate: false });

  const adminApi = client(server, admin.token);
  const family = await data<{ _id: string; voucher: string }>(
    adminApi('POST', '/families', { name: 'Família Matriz', user: admin.id }),
    201,
  );
  for (const person of [owner, member]) await joinFamily(server, person, family.voucher);

  const plannerWithClient = await plannerOf(server, owner, 'MATRIZ-1', PLANNER);
  const plannerWithoutClient = await plannerOf(server, otherClient, 'MATRIZ-2', PLANNER);

  const revoked = await login(server, owner.email, owner.password);
  const logout = await server.app.inject({
    method: 'POST',
    url: '/api/users/logout',
    headers: bearer(revoked),
  });
  if (logout.statusCode !== 204) throw new Error(`logout failed: ${logout.statusCode}`);

  const api = client(server, owner.token);
  const market = await categoryId(api, 'Supermercado');
  const wallet = await createdId(
    api('POST', '/payments', {
      name: `${SECRET} conta`,
      type: 'debit',
      accountType: 'Conta corrente',
      value: 3000,
    }),
  );
  const card = await createdId(
    api('POST', '/payments', {
      name: `${SECRET} cartão`,
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 3,
      paid: 10,
      limit: 8000,
    }),
  );
  const fresh = freshRecords(server, api, { wallet, card, market, owner: owner.id });
  const series = await fresh.series();
  const invoice = await fresh.invoiceLine();
  const first = <T>(list: { items: T[] }) => list.items[0] as T;
  const catalogue = async (url: string) => first(await data<{ items: Created[] }>(api('GET', url)))._id;
  const bankAccess = await fresh.bankAccess();
  const userconfig = await data<Created>(api('POST', '/userconfigs', { tasksRejected: [] }), 201);

  const records: Records = {
    wallet,
    card,
    market,
    category: await fresh.category(),
    transaction: await fresh.transaction(),
    series: series.seriesId,
    seriesItem: series.itemId,
    invoice: invoice.invoice,
    invoiceLine: invoice.line,
    linked: await fresh.linked(),
    objective: await fresh.objective(),
    budget: await fresh.budget(nextBudgetMonth()),
    bankAccess,
    bankLinkId: (await data<{ linkId: string }>(api('GET', `/bankaccesses/${bankAccess}`))).linkId,
    task: await fresh.task(),
    userconfig: userconfig._id,
    profile: await fresh.profile(),
    trail: await catalogue('/educational/trails'),
    expert: await catalogue('/experts'),
    product: await catalogue('/products'),
  };

  return {
    server,
    owner,
    admin,
    member,
    planner: plannerWithClient.planner,
    otherPlanner: plannerWithoutClient.planner,
    family: { id: family._id, voucher: family.voucher },
    records,
    api,
    fresh,
    tokens: {
      anonymous: undefined,
      owner: owner.token,
      familyAdmin: admin.token,
      familyMember: member.token,
      plannerWithClient: plannerWithClient.token,
      plannerWithoutClient: plannerWithoutClient.token,
      otherHousehold: stranger.token,
      inactive: inactive.token,
      revoked,
    },
  };
}
