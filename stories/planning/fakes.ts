import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Budget, BudgetProposal, Category, CategoryLine, Transaction } from '@/api/gen/model';
import { addMonths, firstDateOfMonth, type IsoMonth } from '@/lib/dates';
import { ME, moneyUser } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';

/** The stories' today: March 2026, so the window runs from February 2026 to February 2027. */
export const NOW = new Date('2026-03-10T12:00:00-03:00');
export const MONTH: IsoMonth = '2026-03';

const category = (
  _id: string,
  name: string,
  group: Category['group'],
  sort?: Category['sort'],
): Category => ({
  _id,
  name,
  group,
  ...(sort ? { sort } : {}),
});

export const planningCategories: Category[] = [
  category('cat-salario', 'Salário', 'revenues'),
  category('cat-renda', 'Outras rendas', 'revenues'),
  category('cat-aluguel', 'Aluguel', 'expenses', 'fixed'),
  category('cat-energia', 'Energia elétrica', 'expenses', 'fixed'),
  category('cat-mercado', 'Supermercado', 'expenses', 'variable'),
  category('cat-lazer', 'Lazer', 'expenses', 'variable'),
  category('cat-emprestimo', 'Empréstimo pessoal', 'debts'),
  category('cat-poupanca', 'Poupança', 'investiments'),
];

const line = (id: string, name: string, value: number, extra: Partial<CategoryLine> = {}): CategoryLine => ({
  _id: `line-${id}`,
  category: { _id: `cat-${id}`, name },
  value,
  ...extra,
});

/** A month of the plan: R$ 8.000 of revenues, R$ 6.700 planned out. */
export function planningBudget(month: IsoMonth, overrides: Partial<Budget> = {}): Budget {
  return {
    _id: `budget-${month}`,
    user: ME,
    date: firstDateOfMonth(month),
    accumulated: month === '2026-02' ? 1000 : 0,
    revenuesCategories: [line('salario', 'Salário', 8000, { recurrentType: 'monthly' })],
    essentialCategories: [line('aluguel', 'Aluguel', 2500), line('energia', 'Energia elétrica', 200)],
    noessentialCategories: [line('mercado', 'Supermercado', 1500)],
    debtsCategories: [line('emprestimo', 'Empréstimo pessoal', 1000, { lastInstallment: 10 })],
    investimentCategories: [line('poupanca', 'Poupança', 1500)],
    ...overrides,
  };
}

export const planningBudgets = Array.from({ length: 13 }, (_, index) =>
  planningBudget(addMonths('2026-02', index)),
);

export const planningRows: Transaction[] = [
  {
    _id: 'row-1',
    name: 'Aluguel de março',
    value: -2500,
    date: '2026-03-05',
    paid: true,
    transactionType: 'expenses',
    category: { id: 'cat-aluguel', name: 'Aluguel', group: 'expenses' },
  },
  {
    _id: 'row-2',
    name: 'Feira',
    value: -1650.4,
    date: '2026-03-07',
    paid: true,
    transactionType: 'expenses',
    category: { id: 'cat-mercado', name: 'Supermercado', group: 'expenses' },
  },
];

const proposed = (id: string, name: string, value: number) => ({
  category: { _id: `cat-${id}`, name },
  value,
  recurrentType: 'monthly' as const,
});

/** What GET /budgets/proposal answers: three months of rows, expenses scaled down to the revenues. */
export const planningProposal: BudgetProposal = {
  date: '2026-03-01',
  basedOnMonths: 3,
  scaled: true,
  revenuesCategories: [proposed('salario', 'Salário', 6000)],
  essentialCategories: [proposed('aluguel', 'Aluguel', 3600.01)],
  noessentialCategories: [proposed('mercado', 'Supermercado', 2399.99)],
  debtsCategories: [],
  investimentCategories: [],
};

export interface Captured {
  method: string;
  url: URL;
  body: unknown;
}

/** The planning's calls: reads answer the fakes, writes are recorded in `calls`. */
export function planningHandlers(
  calls: Captured[],
  budgets: Budget[] = planningBudgets,
  proposal: BudgetProposal = planningProposal,
): RequestHandler[] {
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : undefined,
    });
  };
  return [
    http.get('*/users/:id', () => envelope(moneyUser)),
    http.get('*/categories', () => collection(planningCategories)),
    http.get('*/transactions', () => collection(planningRows)),
    http.get('*/budgets/proposal', () => envelope(proposal)),
    // No financial survey saved yet (decision 252): the onboarding is still to be done.
    http.get('*/profiles', () => collection([])),
    http.get('*/budgets', async ({ request }) => {
      await record(request);
      return collection(budgets);
    }),
    http.post('*/budgets', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { items: planningBudgets, total: 13 } }, { status: 201 });
    }),
    http.patch('*/budgets/multi-update', async ({ request }) => {
      await record(request);
      return collection(budgets.slice(1, 2));
    }),
    http.patch('*/budgets/:id', async ({ request }) => {
      await record(request);
      return envelope(budgets[0]);
    }),
    http.delete('*/budgets/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
