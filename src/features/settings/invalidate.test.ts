import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateCategories, invalidateFamily, invalidateUser } from './invalidate';

const KEYS = [
  ['/transactions', { startDate: '2026-03-01', endDate: '2026-03-31' }],
  ['/transactions/search', { q: 'mercado' }],
  ['/dashboard', { month: '2026-03' }],
  ['/categories'],
  ['/users/u1'],
  ['/families'],
  ['/budgets', { startDate: '2026-03-01' }],
  ['/educational/trails'],
] as const;

/** Which of the cached reads a settings write marks for reading again. */
async function refreshedBy(invalidate: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, {});
  await invalidate(client);
  return KEYS.filter((key) => client.getQueryState(key)?.isInvalidated).map(([path]) => path);
}

describe('what a settings write reads again (audit T2)', () => {
  it.each([
    [
      'a renamed category, shown on the rows and in the search',
      invalidateCategories,
      ['/transactions', '/transactions/search', '/dashboard', '/categories'],
    ],
    [
      "a profile's name or picture, or a balance preference",
      invalidateUser,
      ['/transactions', '/transactions/search', '/dashboard', '/users/u1'],
    ],
    [
      'the family, which decides whose money a family view reads',
      invalidateFamily,
      ['/transactions', '/transactions/search', '/dashboard', '/users/u1', '/families', '/budgets'],
    ],
  ])('%s', async (_case, invalidate, expected) => {
    expect(await refreshedBy(invalidate)).toEqual(expected);
  });
});
