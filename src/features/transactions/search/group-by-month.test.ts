import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/gen/model';
import { groupByMonth } from './group-by-month';

const row = (name: string, date: string) => ({ _id: name, name, date }) as Transaction;

describe('groupByMonth', () => {
  it('keeps the newest-first order and starts a group at each new month', () => {
    const groups = groupByMonth([row('c', '2026-03-20'), row('b', '2026-03-02'), row('a', '2019-02-03')]);
    expect(groups.map((group) => [group.month, group.rows.map((r) => r.name)])).toEqual([
      ['2026-03', ['c', 'b']],
      ['2019-02', ['a']],
    ]);
  });

  it('gives no groups for no results', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
