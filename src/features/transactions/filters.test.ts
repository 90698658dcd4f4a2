import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/gen/model';
import { orderByDate, orderByName } from './filters';

const row = (name: string, date: string): Transaction => ({
  _id: name,
  name,
  value: -10,
  date,
  paid: true,
  transactionType: 'expenses',
});

const names = (rows: readonly Transaction[]) => rows.map((entry) => entry.name);

// As the screen hands them to the list: by name (accents as pt-BR orders them), then by day.
const month = () =>
  orderByName([
    row('Padaria', '2026-03-02'),
    row('Água', '2026-03-10'),
    row('Zelador', '2026-03-02'),
    row('açougue', '2026-03-02'),
    row('Luz', '2026-03-10'),
    row('Aluguel', '2026-03-01'),
  ]);

describe('orderByDate', () => {
  it.each([
    { newestFirst: true, expected: ['Água', 'Luz', 'açougue', 'Padaria', 'Zelador', 'Aluguel'] },
    { newestFirst: false, expected: ['Aluguel', 'açougue', 'Padaria', 'Zelador', 'Água', 'Luz'] },
  ])('newest first $newestFirst: by day, by name within a day', ({ newestFirst, expected }) => {
    expect(names(orderByDate(month(), newestFirst))).toEqual(expected);
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
