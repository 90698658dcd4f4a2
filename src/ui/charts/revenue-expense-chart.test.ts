import { describe, expect, it } from 'vitest';
import { revenueExpenseSeries } from './revenue-expense-chart';

describe('revenueExpenseSeries', () => {
  it('covers six months ending at the selected one, in centavos, a missing month as zero', () => {
    const points = [
      { month: '2026-02', revenues: 100, expenses: 0 },
      { month: '2026-03', revenues: 8000.1, expenses: 3000.05 },
    ];
    const series = revenueExpenseSeries(points, '2026-03');
    expect(series.months).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(series.revenues).toEqual([0, 0, 0, 0, 10000, 800010]);
    expect(series.expenses.at(-1)).toBe(300005);
  });
});
