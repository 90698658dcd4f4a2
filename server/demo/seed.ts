import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addMonths, currentMonth } from '../../src/lib/dates.ts';
import { hashPassword } from '../auth/passwords.ts';
import { categories, payments, transactions, users } from '../db/schema.ts';
import { seedDemoMoney } from './money.ts';
import { seedDemoPlanning } from './planning.ts';

export const DEMO_PASSWORD = 'senha-demo-123';
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@exemplo.com.br', name: 'Ana Paula Souza', cpf: '52998224725' },
  partner: { email: 'carlos.souza@exemplo.com.br', name: 'Carlos Souza', cpf: '11144477735' },
  planner: { email: 'planejadora@exemplo.com.br', name: 'Beatriz Planejadora', cpf: '39053344705' },
  client: { email: 'joao.lima@exemplo.com.br', name: 'João Pereira Lima', cpf: '86288366757' },
} as const;

const DEMO_EMAILS = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

type Entry = [
  day: number,
  name: string,
  category: string,
  type: 'revenues' | 'expenses' | 'investiments',
  value: string,
];

// A household month in the demo account: salary in, fixed and variable bills out, some savings.
const MONTH: Entry[] = [
  [5, 'Salário', 'salario', 'revenues', '6500.00'],
  [5, 'Aluguel do apartamento', 'aluguel', 'expenses', '-1800.00'],
  [8, 'Conta de luz', 'energia', 'expenses', '-189.90'],
  [10, 'Internet fibra', 'internet-telefone', 'expenses', '-99.90'],
  [12, 'Supermercado do mês', 'supermercado', 'expenses', '-842.37'],
  [15, 'Farmácia', 'farmacia', 'expenses', '-64.50'],
  [18, 'Jantar de aniversário', 'restaurantes', 'expenses', '-156.00'],
  [20, 'Aplicação na poupança', 'poupanca', 'investiments', '-500.00'],
];

async function seedTransactions(app: FastifyInstance, userId: string): Promise<void> {
  const db = app.database.db;
  const [wallet] = await db.select().from(payments).where(eq(payments.userId, userId));
  if (!wallet) return;
  const codes = [...new Set(MONTH.map(([, , code]) => code))];
  const rows = await db.select().from(categories).where(inArray(categories.code, codes));
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  const thisMonth = currentMonth();
  const values = [addMonths(thisMonth, -1), thisMonth].flatMap((month) =>
    MONTH.map(([day, name, code, transactionType, value]) => ({
      userId,
      paymentId: wallet.id,
      categoryId: byCode.get(code) ?? null,
      transactionType,
      name,
      value,
      date: `${month}-${String(day).padStart(2, '0')}`,
      paid: month !== thisMonth || day <= 10,
    })),
  );
  await db.insert(transactions).values(values);
}

/** Removes the demo accounts (and, by cascade, everything they own) and creates them again. */
export async function resetDemoData(app: FastifyInstance): Promise<void> {
  const { repos } = app;
  await app.database.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const create = (account: (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS], profiles: string[] = []) =>
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
  const paidUntil = new Date(Date.now() + 10 * 366 * 86_400_000);
  await repos.subscriptions.setPlan(demo.id, 'otto_family_monthly', paidUntil);
  await repos.subscriptions.setPlan(planner.id, 'otto_annual', paidUntil);
  await repos.subscriptions.setPlan(client.id, 'otto_monthly', paidUntil);
  const family = await repos.families.create('Família Souza', demo, 'SOUZA2026');
  await repos.families.join(family.id, partner);
  await repos.users.addClient(planner.id, demo.id, 'PLAN-001');
  await repos.users.addClient(planner.id, client.id, null);
  await seedDemoMoney(app, demo.id);
  await seedDemoPlanning(app, demo.id);
  await seedTransactions(app, client.id);
  // The family member keeps a household month of their own, seen in the family views.
  await seedTransactions(app, partner.id);
}

/** First start: creates the demo accounts once; later starts leave them as people changed them. */
export async function ensureDemoData(app: FastifyInstance): Promise<boolean> {
  if (await app.repos.users.findByEmail(DEMO_ACCOUNTS.demo.email)) return false;
  await resetDemoData(app);
  return true;
}
