import type { ErrorComponentProps } from '@tanstack/react-router';
import { useSearch } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type {
  BalanceChartPoint,
  Budget,
  LinkedTransaction,
  Objective,
  Payment,
  Transaction,
  User,
} from '@/api/gen/model';
import { useMonthRoute } from '@/app/month-route';
import { MonthSearchSchema } from '@/app/search-schemas';
import { bankConnectionGlobalModals } from '@/features/bank-connections';
import { ChatWindow } from '@/features/chat';
import { DashboardPending, DashboardScreen, loadDashboard, tomorrowIso } from '@/features/dashboard';
import { CategoryDetailsModal, moneyGlobalModals } from '@/features/money-modals';
import { objectiveGlobalModals } from '@/features/objectives';
import { LoadErrorScreen } from '@/features/shell';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { chartDateRange } from '@/lib/dates';
import {
  chartPoints,
  checking,
  moneyCategories,
  moneyHandlers,
  moneyPayments,
  moneyRows,
  moneyUser,
  walletSeriesOf,
} from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';

/** Tuesday 10 March 2026, noon in São Paulo: tomorrow is the 11th. */
export const NOW = new Date('2026-03-10T12:00:00-03:00');

const registry = { ...moneyGlobalModals, ...objectiveGlobalModals, ...bankConnectionGlobalModals };

const modals = { CategoryDetails: CategoryDetailsModal, Chat: ChatWindow };
const monthOf = (search: unknown) => v.parse(MonthSearchSchema, search).month;

/** The dashboard with what the shell adds around it: the confirmation and the global modals. */
export function DashboardStory() {
  const month = monthOf(useSearch({ strict: false }));
  return (
    <Hosts>
      <DashboardScreen {...useMonthRoute(month)} modals={modals} now={NOW} />
    </Hosts>
  );
}

function DashboardStoryPending() {
  const month = monthOf(useSearch({ strict: false }));
  return <DashboardPending {...useMonthRoute(month)} modals={modals} now={NOW} />;
}

/** /painel as its route mounts it: the loader, the pending view and the error view. */
export const dashboardPage = {
  path: '/painel?month=2026-03',
  loader: (queryClient: Parameters<typeof loadDashboard>[0], search: unknown) =>
    loadDashboard(queryClient, monthOf(search), tomorrowIso(NOW)),
  pending: DashboardStoryPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="dashboard:loadError" />,
};

function Hosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
      <GlobalModalHost registry={registry} />
    </>
  );
}

const categories = [
  ...moneyCategories.map((category) =>
    category._id === 'cat-mercado' ? { ...category, sort: 'variable' as const } : category,
  ),
];

export const budget: Budget = {
  _id: 'bud-03',
  date: '2026-03-01',
  revenuesValue: 8500,
  essentialValue: 3000,
  noessentialValue: 1200,
  debtsValue: 900,
  investimentValue: 500,
};

/** The demo's reserve: 5.000 initial + 4.000 paid of 17.000 is 52% (paid alone would read 23%). */
export const objective: Objective = {
  _id: 'obj-reserva',
  name: 'Reserva de emergência',
  category: 'reserva-emergencia',
  totalValue: 17000,
  initialValue: 5000,
  paidValue: 4000,
};

/** Due tomorrow: one unpaid row and one calendar item. */
export const tomorrowRow: Transaction = {
  _id: 't-luz',
  name: 'Conta de luz',
  value: -180.9,
  date: '2026-03-11',
  paid: false,
  transactionType: 'expenses',
  category: { id: 'cat-moradia', name: 'Moradia', group: 'expenses' },
  payment: { _id: checking._id, name: checking.name },
};

export const calendarItem: LinkedTransaction = {
  _id: 'lt-net',
  transaction: { name: 'Internet', transactionType: 'expenses', payment: checking._id },
  value: -99.9,
  day: 11,
};

export interface DashboardWorld {
  user?: User;
  payments?: Payment[];
  rows?: Transaction[];
  budgets?: Budget[];
  objectives?: Objective[];
  tomorrow?: Transaction[];
  items?: LinkedTransaction[];
  /** The plain chart's points (the cards read the month's); the money fakes' by default. */
  chart?: BalanceChartPoint[];
}

const list = <T,>(items: T[]) => ({ items, total: items.length });

/** GET /dashboard as the server answers it: each part what its separate call answers here. */
function dashboardAnswer(world: DashboardWorld, month: string) {
  const range = chartDateRange(month as Parameters<typeof chartDateRange>[0]);
  const payments = world.payments ?? moneyPayments;
  return {
    month,
    chartStartDate: range.startDate,
    chartEndDate: range.endDate,
    chart: list<BalanceChartPoint>(world.chart ?? chartPoints(null)),
    budgets: list(world.budgets ?? [budget]),
    categories: list(categories),
    objectives: list(world.objectives ?? [objective]),
    calendarItems: list(world.items ?? [calendarItem]),
    payments: list(payments),
    walletBalances: payments.map((payment) => ({
      paymentId: payment._id,
      balances: walletSeriesOf(payment._id),
    })),
  };
}

/** The money fakes plus the dashboard's own calls; tomorrow's rows answer any range that covers them. */
export function dashboardHandlers(world: DashboardWorld = {}) {
  const rows = world.rows ?? moneyRows;
  const tomorrow = world.tomorrow ?? [tomorrowRow];
  return [
    http.get('*/api/dashboard', ({ request }) =>
      envelope(dashboardAnswer(world, new URL(request.url).searchParams.get('month') ?? '')),
    ),
    http.get('*/api/transactions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const within = (row: Transaction) =>
        row.date >= (params.get('startDate') ?? '') && row.date <= (params.get('endDate') ?? '');
      return collection([...rows.filter(within), ...tomorrow.filter(within)]);
    }),
    http.get('*/api/categories', () => collection(categories)),
    http.get('*/api/budgets', () => collection(world.budgets ?? [budget])),
    http.get('*/api/objectives', () => collection(world.objectives ?? [objective])),
    http.get('*/api/linkedtransactions', () => collection(world.items ?? [calendarItem])),
    ...moneyHandlers({
      user: world.user ?? { ...moneyUser, skipTutorial: true },
      ...(world.payments ? { payments: world.payments } : {}),
    }),
  ];
}

export function patchedUsers(bodies: unknown[], status = 200) {
  return http.patch('*/api/users/:id', async ({ request }) => {
    bodies.push(await request.json());
    return status === 200
      ? envelope({ ...moneyUser, skipTutorial: true })
      : HttpResponse.json({ message: 'Erro de comunicação com o servidor' }, { status });
  });
}

/** The month's rows and a R$ 400,00 dinner this week: the variable-spending bar goes past its share. */
export const rowsOverTheWeek = [
  ...moneyRows,
  {
    _id: 't-bar',
    name: 'Restaurante',
    value: -400,
    date: '2026-03-10',
    paid: true,
    transactionType: 'expenses' as const,
    category: { id: 'cat-mercado', name: 'Mercado', group: 'expenses' as const },
  },
];
