import type { Transaction } from '@/api/gen/model';
import { type IsoMonth, toMonth } from '@/lib/dates';

export interface MonthOfResults {
  month: IsoMonth;
  rows: Transaction[];
}

/** Results (newest first, as the server sends them) in runs of one month each, in the same order. */
export function groupByMonth(rows: readonly Transaction[]): MonthOfResults[] {
  const groups: MonthOfResults[] = [];
  for (const row of rows) {
    const month = toMonth(row.date);
    const last = groups.at(-1);
    if (last?.month === month) last.rows.push(row);
    else groups.push({ month, rows: [row] });
  }
  return groups;
}
