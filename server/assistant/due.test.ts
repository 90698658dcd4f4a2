import { describe, expect, it } from 'vitest';
import { type DueItem, type DueRow, dueBetween } from './due.ts';

const row = (over: Partial<DueRow>): DueRow => ({
  name: 'Conta',
  date: '2026-05-10',
  cents: -1000,
  paid: false,
  transactionType: 'expenses',
  ...over,
});
const item = (over: Partial<DueItem>): DueItem => ({ name: 'Item', day: 10, cents: -500, ...over });

describe('dueBetween', () => {
  it.each([
    ['an unpaid expense in the range', [row({})], [], 1],
    ['a paid one is not due', [row({ paid: true })], [], 0],
    ['a revenue is not due', [row({ transactionType: 'revenues', cents: 1000 })], [], 0],
    ['outside the range', [row({ date: '2026-05-12' })], [], 0],
    ['a calendar expense on its day', [], [item({})], 1],
    ['a calendar revenue', [], [item({ cents: 500, transactionType: 'revenues' })], 0],
    ['a calendar item paid this month', [], [item({ lastPaymentDate: '2026-05-02T12:00:00Z' })], 0],
    ['a calendar item paid last month', [], [item({ lastPaymentDate: '2026-04-10T12:00:00Z' })], 1],
  ])('%s', (_, rows, items, count) => {
    expect(dueBetween(rows, items, '2026-05-10', '2026-05-11')).toHaveLength(count);
  });

  it('caps a calendar day to the month and spans two months, by date then amount', () => {
    const found = dueBetween(
      [
        row({ name: 'Luz', date: '2026-03-01', cents: -100 }),
        row({ name: 'Aluguel', date: '2026-03-01', cents: -900 }),
      ],
      [item({ name: 'Academia', day: 31 })],
      '2026-02-27',
      '2026-03-05',
    );
    expect(found).toEqual([
      { name: 'Academia', cents: 500, date: '2026-02-28' },
      { name: 'Aluguel', cents: 900, date: '2026-03-01' },
      { name: 'Luz', cents: 100, date: '2026-03-01' },
    ]);
  });
});
