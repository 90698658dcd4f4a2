import type { FastifyInstance } from 'fastify';
import { addMonthsToKey, todayIso } from '../../src/lib/dates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { invoiceMonthOf } from '../domain/invoices.ts';
import type { IsoDate } from '../domain/types.ts';
import { cycleOf } from '../modules/invoices/assign.ts';
import { ensureSystemTasks } from '../modules/tasks/system-tasks.ts';
import { nextLists } from '../modules/userconfigs/lists.ts';
import type { TxRepositories } from '../repositories/index.ts';
import { connectDemoBank } from './bank.ts';
import { anaEntries, carlosEntries, clientEntries, historyMonths } from './household.ts';
import { bookEntries, monthlyBankOperations, payInvoices, type Wallets } from './money.ts';
import { seedDemoObjectives } from './objectives.ts';
import { seedDemoPlanning } from './planning.ts';

export const DEMO_PASSWORD = 'senha-demo-123';
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@exemplo.com.br', name: 'Ana Paula Souza', cpf: '52998224725' },
  partner: { email: 'carlos.souza@exemplo.com.br', name: 'Carlos Souza', cpf: '11144477735' },
  planner: { email: 'planejadora@exemplo.com.br', name: 'Beatriz Planejadora', cpf: '39053344705' },
  client: { email: 'joao.lima@exemplo.com.br', name: 'João Pereira Lima', cpf: '86288366757' },
} as const;

/** Suggested tasks Ana has taken on (decision 250's ids), one already done. */
export const DEMO_TASKS = {
  tasksAccepted: ['sistema-lista-mercado', 'sistema-energia'],
  tasksDone: ['sistema-plano-celular'],
  tasksRejected: [] as string[],
};

/** What Ana's card invoice preceding the open one is paid short by: the residual it carries. */
export const DEMO_RESIDUAL_CENTS = 35_000;

type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];

async function wallet(
  repos: TxRepositories,
  userId: string,
  values: Omit<Parameters<TxRepositories['payments']['create']>[0], 'userId'>,
) {
  return repos.payments.create({ ...values, userId });
}

/** Ana's household (decision 413): twelve months on her accounts and card, objectives, bank, plan, tasks. */
async function seedAna(repos: TxRepositories, userId: string, today: IsoDate, now: Date): Promise<void> {
  const cash = await repos.ledger.defaultWallet(userId);
  if (!cash) throw new Error('demo user without a cash wallet');
  const wallets: Wallets = {
    cash,
    checking: await wallet(repos, userId, {
      name: 'Itaú Conta Corrente',
      type: 'debit',
      accountType: 'Conta corrente',
      initialBalance: '6500.00',
    }),
    savings: await wallet(repos, userId, {
      name: 'Poupança Itaú',
      type: 'debit',
      accountType: 'Poupança',
      initialBalance: '8000.00',
    }),
    card: await wallet(repos, userId, {
      name: 'Nubank',
      type: 'credit',
      flag: 'Mastercard',
      closingDay: 5,
      dueDay: 12,
      limit: '8000.00',
    }),
  };
  await bookEntries(repos, userId, wallets, anaEntries(today), today);
  const months = historyMonths(today);
  await monthlyBankOperations(
    repos,
    { type: 'withdraw', from: wallets.checking, to: cash, category: null },
    months,
    { day: 2, cents: 15_000, today },
  );
  // The invoice before the open one is paid short: its residual is carried into the open invoice.
  const short = addMonthsToKey(invoiceMonthOf(today, cycleOf(wallets.card).invoiceCloseOn), -1);
  await payInvoices(repos, wallets.card, wallets.checking, today, {
    month: short,
    residual: DEMO_RESIDUAL_CENTS,
  });
  await monthlyBankOperations(
    repos,
    { type: 'transfer', from: wallets.checking, to: wallets.savings, category: 'poupanca' },
    months,
    // What her objectives take from savings each month (server/demo/objectives.ts).
    { day: 6, cents: 90_000, today },
  );
  await seedDemoObjectives(repos, userId, wallets, today);
  await connectDemoBank(repos, userId, today, now);
  await seedDemoPlanning(repos, userId, today);
  const config = await repos.userconfigs.ensureFor(userId);
  const lists = nextLists(
    { ...DEMO_TASKS, tasksAccepted: [...DEMO_TASKS.tasksAccepted, ...DEMO_TASKS.tasksDone] },
    DEMO_TASKS,
  );
  if (!lists.ok) throw new Error(`demo tasks refused: ${lists.problem}`);
  await repos.userconfigs.update(config.id, lists.lists);
}

async function seedCarlos(repos: TxRepositories, userId: string, today: IsoDate): Promise<void> {
  const cash = await repos.ledger.defaultWallet(userId);
  if (!cash) throw new Error('demo user without a cash wallet');
  const checking = await wallet(repos, userId, {
    name: 'Bradesco Conta Corrente',
    type: 'debit',
    accountType: 'Conta corrente',
    initialBalance: '1500.00',
  });
  const wallets: Wallets = { cash, checking, savings: checking, card: checking };
  await bookEntries(repos, userId, wallets, carlosEntries(today), today);
  await monthlyBankOperations(
    repos,
    { type: 'withdraw', from: checking, to: cash, category: null },
    historyMonths(today),
    { day: 6, cents: 20_000, today },
  );
}

async function seedClient(repos: TxRepositories, userId: string, today: IsoDate): Promise<void> {
  const cash = await repos.ledger.defaultWallet(userId);
  if (!cash) throw new Error('demo user without a cash wallet');
  await bookEntries(
    repos,
    userId,
    { cash, checking: cash, savings: cash, card: cash },
    clientEntries(today),
    today,
  );
}

/**
 * Removes the demo accounts (and, by cascade, everything they own) and creates them again, in one
 * database transaction: a reset either leaves the whole demo or the previous one, never half.
 */
export function resetDemoData(app: FastifyInstance, now: Date = new Date()): Promise<void> {
  return app.database.exclusive(() => replaceDemoData(app, now));
}

async function replaceDemoData(app: FastifyInstance, now: Date): Promise<void> {
  const today = todayIso(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ensureSystemTasks(app);
  await app.repos.transaction(async (repos) => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const existing = await repos.users.findByEmail(account.email);
      if (existing) await repos.users.delete(existing.id);
    }
    const create = (account: Account, profiles: string[] = []) =>
      repos.users.create({
        ...account,
        passwordHash,
        active: true,
        profiles,
        skipTutorial: true,
        image: 'avatar1',
      });
    const demo = await create(DEMO_ACCOUNTS.demo);
    const partner = await create(DEMO_ACCOUNTS.partner);
    const planner = await create(DEMO_ACCOUNTS.planner, ['planner']);
    const client = await create(DEMO_ACCOUNTS.client);

    // Paid plans far beyond any run, so `npm start` always shows the whole product (decision 432);
    // Carlos is covered by Ana's family plan as 'otto-family-member'.
    const paidUntil = new Date(now.getTime() + 10 * 366 * 86_400_000);
    await repos.subscriptions.setPlan(demo.id, 'otto_family_monthly', paidUntil);
    await repos.subscriptions.setPlan(planner.id, 'otto_annual', paidUntil);
    await repos.subscriptions.setPlan(client.id, 'otto_monthly', paidUntil);
    const family = await repos.families.create('Família Souza', demo, 'SOUZA2026');
    await repos.families.join(family.id, partner);
    await repos.users.addClient(planner.id, demo.id, 'PLAN-001');
    await repos.users.addClient(planner.id, client.id, null);
    await seedAna(repos, demo.id, today, now);
    await seedCarlos(repos, partner.id, today);
    await seedClient(repos, client.id, today);
  });
}

/**
 * First start: creates the demo accounts once; later starts leave them as people changed them. The
 * look and the creation are one step for every process on the database, so of two processes
 * started together one creates the demo and the other finds it (audit Y6).
 */
export function ensureDemoData(app: FastifyInstance): Promise<boolean> {
  return app.database.exclusive(async () => {
    if (await app.repos.users.findByEmail(DEMO_ACCOUNTS.demo.email)) return false;
    await replaceDemoData(app, new Date());
    return true;
  });
}
