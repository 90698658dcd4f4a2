import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateLinkedQueries, invalidateMoneyQueries, matchesRoots } from './invalidation';

describe('cache invalidation', () => {
  it.each([
    [['/transactions', { startDate: '2026-03-01' }], true],
    [['/transactions/t1'], true],
    [['/balancesChart', { inicio: '2025-10-01' }], true],
    [['/balances', { type: 'chart' }], true],
    [['/users/u1'], false],
    [['/categories'], false],
    [['/transactionsArchive'], false],
  ])('a money write refreshes %j: %s', (key, expected) => {
    expect(matchesRoots(key, ['/transactions', '/balances', '/balancesChart'])).toBe(expected);
  });

  it('marks lists, details, balances and charts stale, and leaves the rest', async () => {
    const client = new QueryClient();
    const keys = [
      ['/transactions', { month: 3 }],
      ['/payments/p1'],
      ['/balancesChart'],
      ['/linkedtransactions/forecast', { month: '2026-03' }],
      ['/dashboard', { month: '2026-03' }],
      ['/categories'],
      ['/linkedtransactions'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateMoneyQueries(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('refreshes calendar items with the balances, not the transaction lists', async () => {
    const client = new QueryClient();
    const keys = [
      ['/linkedtransactions'],
      ['/balances', { type: 'chart' }],
      ['/dashboard', { month: '2026-03' }],
      ['/transactions'],
    ];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateLinkedQueries(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
