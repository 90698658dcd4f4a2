import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useSearch } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import type { Budget, Objective, Transaction } from '@/api/gen/model';
import { useMonthRoute } from '@/app/month-route';
import { MonthSearchSchema } from '@/app/search-schemas';
import { loadSessionUser, rememberPlannerLogin } from '@/app/session';
import { ReportPending, ReportScreen } from '@/features/report';
import { loadReport } from '@/features/report/loader';
import { LoadErrorScreen } from '@/features/shell';
import { familyUser, ME, PARTNER } from '@/testing/money-fakes';
import { collection, envelope, neverAnswer } from '@/testing/msw';
import { withMoneyFakes } from '../transactions/support';

const budget = (month: string): Budget =>
  ({
    _id: `budget-${month}`,
    user: ME,
    date: `${month}-01`,
    accumulated: 0,
    revenuesValue: 8000,
    essentialValue: 2500,
    noessentialValue: 1200.5,
    debtsValue: 600,
    investimentValue: 500,
  }) as Budget;

const objectives: Objective[] = [
  {
    _id: 'obj-1',
    name: 'Viagem para o Nordeste',
    category: 'viajar',
    totalValue: 10000,
    initialValue: 1000,
    // 25,5% saved: floored to 25% as /objetivos prints it, where the ring used to round it to 26%.
    paidValue: 1550,
  } as Objective,
];

const row = (name: string, value: number, extra: Partial<Transaction> = {}): Transaction =>
  ({
    _id: `row-${name}`,
    name,
    value,
    date: '2026-03-10',
    paid: true,
    transactionType: 'expenses',
    category: { id: 'cat-moradia', name: 'Moradia', group: 'expenses' },
    payment: { _id: 'pay-checking', name: 'Itaú' },
    ...extra,
  }) as Transaction;

const reportRows = [
  row('Aluguel', -2300),
  row('Fatura Nubank', -3100, { category: { id: 'cat-cartao', name: 'Cartão de crédito' } }),
  row('Escola', -1900, { paid: false }),
  row('Feira', -130.4, { category: { id: 'cat-mercado', name: 'Mercado' } }),
  row('Padaria', -18.5),
  row('Salário', 8500, { transactionType: 'revenues' }),
];

let balanceCalls: URL[] = [];

function reportHandlers() {
  return [
    http.get('*/budgets', () => collection(['2026-02', '2026-03'].map(budget))),
    http.get('*/objectives', () => collection(objectives)),
    http.get('*/transactions', () => collection(reportRows)),
  ];
}

const monthOf = (search: unknown) => v.parse(MonthSearchSchema, search).month;

/** The screen as its route mounts it: the URL's month in, changes out through the router. */
function Screen() {
  return <ReportScreen {...useMonthRoute(monthOf(useSearch({ strict: false })))} />;
}

function Pending() {
  return <ReportPending {...useMonthRoute(monthOf(useSearch({ strict: false })))} />;
}

/** /relatorio as its route mounts it; the route's loader has the signed-in user from the root. */
const reportPage = {
  path: '/relatorio?month=2026-03',
  loader: (queryClient: QueryClient, search: unknown) =>
    loadReport(queryClient, monthOf(search), loadSessionUser(queryClient, ME)),
  pending: Pending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="report:loadError" />,
};

const meta = {
  title: 'Money/Report',
  component: Screen,
  parameters: { layout: 'fullscreen', page: reportPage },
  beforeEach: ({ msw }) => {
    balanceCalls = [];
    const cleanup = withMoneyFakes(msw);
    msw.use(...reportHandlers());
    // Records each balances call and lets the money fakes answer it.
    msw.use(
      http.get('*/balances', ({ request }) => {
        balanceCalls.push(new URL(request.url));
        return undefined;
      }),
    );
    return cleanup;
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const reportCalls = () => balanceCalls.filter((url) => url.searchParams.get('type') === 'chart');

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'RELATÓRIO DE EVOLUÇÃO MENSAL' }),
    ).toBeVisible();
    for (const name of [
      'Resultado mensal: previsto x realizado',
      'Receitas x Despesas',
      'Parcelas do cartão x orçamento',
      'Acúmulo de poupança',
    ]) {
      const chart = await canvas.findByRole('img', { name });
      await waitFor(() => expect(chart.querySelector('svg text')).not.toBeNull());
      // The title is on screen, a heading of the chart's card as the tables have, and it names the
      // picture: no second copy in an aria-label (audit M2).
      const heading = canvas.getByRole('heading', { level: 2, name });
      await expect(heading).toBeVisible();
      await expect(chart).toHaveAttribute('aria-labelledby', heading.id);
      await expect(chart).not.toHaveAttribute('aria-label');
    }
    const planning = await canvas.findByRole('table', { name: 'Planejamento do mês' });
    await expect(
      within(planning)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tipo', 'Realizado', 'Previsto', '%']);
    await expect(
      within(planning)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Fixas',
      'Variaveis',
      'Investimentos',
      'Dividas e parcelas',
      'Receitas',
      'Total Despesas',
      'Saldo',
    ]);
    const fixed = within(planning).getByRole('row', { name: /Fixas/ });
    await expect(fixed).toHaveTextContent('R$ 2.500,00');
    const top = canvas.getByRole('list', { name: 'Maiores gastos do mês' });
    await expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Aluguel', 'Feira']);
    const status = canvas.getByRole('table', { name: 'Situação dos meses' });
    await expect(within(status).getAllByRole('row')).toHaveLength(7);
    // Each table scrolls sideways in a box of its own that a keyboard can focus (decision 097).
    const statusBox = canvas.getByRole('region', { name: 'Situação dos meses' });
    await expect(statusBox).toHaveAttribute('tabindex', '0');
    await expect(within(statusBox).getByRole('table')).toBe(status);
    await expect(await canvas.findByRole('img', { name: 'Viagem para o Nordeste: 25%' })).toBeInTheDocument();
    await expect(canvas.getByText('R$ 2.550,00 de R$ 10.000,00')).toBeVisible();
    // A person alone: no family scope in the report's calls.
    await expect(reportCalls().some((url) => url.searchParams.has('family'))).toBe(false);
    const spans = reportCalls().map((url) => [
      url.searchParams.get('chartType'),
      url.searchParams.get('startDate'),
    ]);
    await expect(spans).toEqual(
      expect.arrayContaining([
        [null, '2025-04-01'],
        ['savings', '2025-04-01'],
        ['creditInstallments', '2025-10-01'],
      ]),
    );
    // The planning table's realised is what the month paid, as on the planning cards (decision 166).
    const budgetsCalls = reportCalls().filter((url) => url.searchParams.get('chartType') === 'budgets');
    await expect(budgetsCalls.length).toBeGreaterThan(0);
    await expect(budgetsCalls.every((url) => url.searchParams.get('paid') === 'true')).toBe(true);
    const paidPlain = reportCalls().filter(
      (url) => url.searchParams.get('paid') === 'true' && !url.searchParams.has('chartType'),
    );
    await expect(paidPlain.map((url) => url.searchParams.get('startDate'))).toEqual(['2026-03-01']);
  },
};

/**
 * A phone: the tables are wider than the screen and scroll sideways. The story's accessibility
 * check fails on a scrolling box a keyboard cannot reach (axe's scrollable-region-focusable).
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('region', { name: 'Situação dos meses' });
    await waitFor(() => expect(box.scrollWidth).toBeGreaterThan(box.clientWidth));
    box.focus();
    await expect(box).toHaveFocus();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/balances'), neverAnswer('*/budgets'), neverAnswer('*/objectives'));
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'RELATÓRIO DE EVOLUÇÃO MENSAL' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Planejamento do mês' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Acúmulo de poupança' })).toBeNull();
    // The charts' cards keep their titles while their figures load.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Acúmulo de poupança' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/budgets', () => collection([])),
      http.get('*/objectives', () => collection([])),
      http.get('*/transactions', () => collection([])),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sem gastos')).toBeVisible();
    await expect(await canvas.findByText('Nenhum objetivo cadastrado')).toBeVisible();
    const planning = await canvas.findByRole('table', { name: 'Planejamento do mês' });
    await expect(within(planning).getByRole('row', { name: /Fixas/ })).toHaveTextContent('—');
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/budgets', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar o relatório.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const ChangesMonth: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'Planejamento do mês' });
    await userEvent.click(canvas.getByRole('button', { name: /próximo/i }));
    await waitFor(() =>
      expect(reportCalls().some((url) => url.searchParams.get('endDate') === '2026-04-30')).toBe(true),
    );
  },
};

const familyScope = async () =>
  waitFor(() => {
    const calls = reportCalls();
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const url of calls) {
      expect(url.searchParams.get('family')).toBe('true');
      expect(url.searchParams.get('userId')).toBe(ME);
    }
  });

/** In a family, every report query carries family=true and the main user's id. */
export const FamilyMode: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/users/:id', () => envelope(familyUser)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Planejamento do mês' });
    await familyScope();
  },
};

const ana = { _id: ME, name: 'Ana Paula Souza' };
const carlos = { _id: PARTNER, name: 'Carlos Souza' };
const familyRows = [
  row('Aluguel', -2300, { user: ana }),
  row('Academia', -100, { user: ana }),
  row('Mercado do Carlos', -450, { user: carlos }),
  row('Farmácia do Carlos', -50, { user: carlos }),
];
const rowReads: URL[] = [];

/**
 * The family's report lists the family's biggest expenses, as every other figure on it is the
 * family's (audit U1): the rows are read with the balances' scope, and the server answers the
 * caller's own rows unless `family=true` is asked.
 */
export const FamilyTopSpending: Story = {
  beforeEach({ msw }) {
    rowReads.length = 0;
    msw.use(
      http.get('*/users/:id', () => envelope(familyUser)),
      http.get('*/transactions', ({ request }) => {
        rowReads.push(new URL(request.url));
        const family = new URL(request.url).searchParams.get('family') === 'true';
        return collection(family ? familyRows : familyRows.filter((entry) => entry.user?._id === ME));
      }),
    );
  },
  play: async ({ canvas }) => {
    const top = await canvas.findByRole('list', { name: 'Maiores gastos do mês' });
    await expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Aluguel', 'Mercado do Carlos']);
    await expect(rowReads.length).toBeGreaterThan(0);
    for (const url of rowReads) {
      await expect(url.searchParams.get('family')).toBe('true');
      await expect(url.searchParams.get('userId')).toBe(ME);
    }
  },
};

/** A planner acting for a client: the same family scope, for the client. */
export const Planner: Story = {
  beforeEach() {
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-1', image: null, clients: [] });
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Planejamento do mês' });
    await familyScope();
  },
};

/**
 * A budget of R$ 0,01 for the fixed expenses against thousands spent: the percentages are grouped as
 * pt-BR writes them ('23.000.000%'), as the amounts beside them are; they read '23000000%' (audit W4).
 */
export const PercentagesGroupThousands: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/budgets', () =>
        collection(['2026-02', '2026-03'].map((month) => ({ ...budget(month), essentialValue: 0.01 }))),
      ),
    );
  },
  play: async ({ canvas }) => {
    const planning = await canvas.findByRole('table', { name: 'Planejamento do mês' });
    const percents = within(planning)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td').item(2)?.textContent ?? '');
    await expect(within(planning).getByRole('row', { name: /Fixas/ })).toHaveTextContent(
      /\d{1,3}(\.\d{3})+%$/,
    );
    for (const percent of percents) await expect(percent).toMatch(/^(-?\d{1,3}(\.\d{3})*%|—)$/);
  },
};
