import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@/api/gen/model';
import { ensureAll } from './ensure';
import {
  balanceChartQuery,
  budgetsQuery,
  calendarItemsQuery,
  categoriesQuery,
  dashboardQuery,
  objectivesQuery,
  paymentsQuery,
  walletSeriesQuery,
} from './index';

const list = <T>(items: T[]) => ({ items, total: items.length });

const dashboard: Dashboard = {
  month: '2026-03',
  chartStartDate: '2025-10-01',
  chartEndDate: '2026-03-31',
  chart: list([{ month: '2026-03', revenues: 8500, expenses: 3177.35, investments: 0, balance: 5322.65 }]),
  budgets: list([{ _id: 'b-03', date: '2026-03-01' }]),
  categories: list([{ _id: 'cat-1', name: 'Moradia', group: 'expenses' }]),
  objectives: list([{ _id: 'obj-1', name: 'Viagem', category: 'viajar', totalValue: 5000 }]),
  calendarItems: list([{ _id: 'lt-1', value: -99.9, day: 20 }]),
  payments: list([{ _id: 'pay-1', name: 'Itaú', type: 'debit', value: 1000.1 }]),
  walletBalances: [{ paymentId: 'pay-1', balances: [1000.1, 1000.1, 1000.1, 1000.1, 6000.1, 4500] }],
} as Dashboard;

describe('the dashboard answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the separate reads it stands for: the screens that share them ask nothing', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ data: dashboard }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await client.fetchQuery(dashboardQuery('2026-03'));
    const chartRange = { startDate: '2025-10-01', endDate: '2026-03-31' };
    const [chart, budgets, categories, objectives, items, payments, series] = await ensureAll(
      client,
      balanceChartQuery(chartRange),
      budgetsQuery({ startDate: '2026-03-01', endDate: '2026-03-31' }),
      categoriesQuery(),
      objectivesQuery(),
      calendarItemsQuery(),
      paymentsQuery(),
      walletSeriesQuery({ inicio: '2025-10-01', fim: '2026-03-31', paymentId: 'pay-1' }),
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/dashboard?month=2026-03']);
    const payload = (answer: unknown) => (answer as { data: { data: unknown } }).data.data;
    expect([chart, budgets, categories, objectives, items, payments, series].map(payload)).toEqual([
      dashboard.chart,
      dashboard.budgets,
      dashboard.categories,
      dashboard.objectives,
      dashboard.calendarItems,
      dashboard.payments,
      [1000.1, 1000.1, 1000.1, 1000.1, 6000.1, 4500],
    ]);
    // What a screen reads through the layer's unwrap.
    expect(client.getQueryData(paymentsQuery().queryKey)).toMatchObject({ status: 200 });
    expect(client.getQueryState(categoriesQuery().queryKey)?.isInvalidated).toBe(false);
  });
});
