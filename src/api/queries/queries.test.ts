import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstItemOf, itemsOf, payloadOf } from './answer';
import { ensureAll } from './ensure';
import { budgetsQuery, monthInvoicesQuery, monthTransactionsQuery, paymentsQuery, userQuery } from './index';

const answer = (data: unknown) => ({ status: 200, data: { data }, headers: new Headers() });

describe('the one unwrap', () => {
  it('reads a collection, an empty one and a single payload', () => {
    expect(itemsOf(answer({ items: [{ _id: 'a' }], total: 1 }))).toEqual([{ _id: 'a' }]);
    expect(itemsOf(answer({ total: 0 }))).toEqual([]);
    expect(firstItemOf(answer({ items: [], total: 0 }))).toBeNull();
    expect(firstItemOf(answer({ items: [{ _id: 'f' }], total: 1 }))).toEqual({ _id: 'f' });
    expect(payloadOf(answer({ _id: 'u1', name: 'Ana' }))).toEqual({ _id: 'u1', name: 'Ana' });
  });
});

describe('resource queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("share the generated key: a month's rows are one cache entry whoever reads them", () => {
    expect(monthTransactionsQuery('2026-02').queryKey).toEqual([
      '/transactions',
      { startDate: '2026-02-01', endDate: '2026-02-28' },
    ]);
    expect(monthTransactionsQuery('2026-02', 'u2').queryKey).toEqual([
      '/transactions',
      { startDate: '2026-02-01', endDate: '2026-02-28', userId: 'u2' },
    ]);
    // Family mode (spec 2 §6): every member's rows, and their own cache entry.
    expect(monthTransactionsQuery('2026-02', undefined, true).queryKey).toEqual([
      '/transactions',
      { startDate: '2026-02-01', endDate: '2026-02-28', family: true },
    ]);
    expect(monthTransactionsQuery('2026-02', undefined, false).queryKey).toEqual(
      monthTransactionsQuery('2026-02').queryKey,
    );
    expect(monthInvoicesQuery('2026-02', true).queryKey).toEqual([
      '/invoices',
      { month: 2, year: 2026, family: true },
    ]);
    expect(monthInvoicesQuery('2026-02').queryKey).toEqual(['/invoices', { month: 2, year: 2026 }]);
    expect(budgetsQuery({ startDate: '2026-02-01' }).queryKey).toEqual([
      '/budgets',
      { startDate: '2026-02-01' },
    ]);
  });

  it('a loader fills the cache once and a second loader asks nothing', async () => {
    const fetch = vi.fn(async (url: string) =>
      Response.json(
        url.includes('/users/') ? { data: { _id: 'u1' } } : { data: { items: [{ _id: 'p' }], total: 1 } },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    await ensureAll(client, paymentsQuery(), userQuery('u1'));
    await ensureAll(client, paymentsQuery(), userQuery('u1'));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/payments', '/api/users/u1']);
    expect(client.getQueryState(paymentsQuery().queryKey)?.status).toBe('success');
  });
});
