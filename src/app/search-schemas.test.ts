import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currentMonth } from '@/lib/dates';
import { MonthSearchSchema, TransactionsSearchSchema } from './search-schemas';

describe('month in the URL (decision 070)', () => {
  it.each([
    ['2026-11', '2026-11'],
    ['1901-01', '1901-01'],
    ['2199-12', '2199-12'],
    // The server refuses these months, or the year a screen reads around them.
    ['1900-01', currentMonth()],
    ['2200-12', currentMonth()],
    ['9999-12', currentMonth()],
    ['0001-01', currentMonth()],
    ['2026-13', currentMonth()],
    ['garbage', currentMonth()],
  ])('%s opens %s', (given, opened) => {
    expect(v.parse(MonthSearchSchema, { month: given }).month).toBe(opened);
    expect(v.parse(TransactionsSearchSchema, { month: given }).month).toBe(opened);
  });
});
