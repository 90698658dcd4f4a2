import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/gen/model';
import { orderByDate } from './filters';

const row = (name: string, date: string): Transaction => ({
  _id: name,
  name,
  value: -10,
  date,
  paid: true,
  transactionType: 'expenses',
});

const names = (rows: readonly Transaction[]) => rows.map((entry) => entry.name);

// In no order: names with accents and both cases, several on one day.
const month = () => [
  row('Zelador', '2026-03-02'),
  row('Luz', '2026-03-10'),
  row('Padaria', '2026-03-02'),
  row('Aluguel', '2026-03-01'),
  row('açougue', '2026-03-02'),
  row('Água', '2026-03-10'),
];

describe('orderByDate', () => {
  it.each([
    { newestFirst: true, expected: ['Água', 'Luz', 'açougue', 'Padaria', 'Zelador', 'Aluguel'] },
    { newestFirst: false, expected: ['Aluguel', 'açougue', 'Padaria', 'Zelador', 'Água', 'Luz'] },
  ])('newest first $newestFirst: by day, by name within a day', ({ newestFirst, expected }) => {
    expect(names(orderByDate(month(), newestFirst))).toEqual(expected);
  });

  it('orders names that fold alike by how they are written, whatever came first', () => {
    const day = [row('luz', '2026-03-10'), row('Luz', '2026-03-10'), row('Lúz', '2026-03-10')];
    expect(names(orderByDate(day, true))).toEqual(['Luz', 'Lúz', 'luz']);
    expect(names(orderByDate([...day].reverse(), true))).toEqual(['Luz', 'Lúz', 'luz']);
  });

  it('leaves the array it was given as it was', () => {
    const given = month();
    const before = names(given);
    orderByDate(given, true);
    expect(names(given)).toEqual(before);
  });

  it('keeps an empty month empty', () => {
    expect(orderByDate([], true)).toEqual([]);
  });
});
