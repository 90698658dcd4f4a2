import { addMonthsToKey } from '../../src/lib/dates.ts';
import { carriedLines } from './budget-changes.ts';
import { type BudgetLine, plannedBalance } from './budget-lines.ts';
import type { Cents, MonthKey } from './types.ts';

/** Budgets cover 12 months from the selected one (spec 3 section 9). */
export const PLANNING_MONTHS = 12;

export interface PlannedMonth {
  month: MonthKey;
  lines: BudgetLine[];
  accumulated: Cents;
}

/** The months of a planning: `count` months from `first`. */
export function planningMonths(first: MonthKey, count = PLANNING_MONTHS): MonthKey[] {
  return Array.from({ length: count }, (_, offset) => addMonthsToKey(first, offset));
}

/**
 * The months 'fill' creates: each missing month of `months` copies the latest plan stored before
 * it (plain monthly limits only). Months before the first plan stay empty, so someone with no
 * plan still sees the empty state.
 */
export function fillPlan(
  stored: readonly PlannedMonth[],
  months: readonly MonthKey[],
  newId: () => string,
): PlannedMonth[] {
  const byMonth = new Map(stored.map((budget) => [budget.month, budget]));
  const sorted = [...stored].sort((a, b) => a.month.localeCompare(b.month));
  const created: PlannedMonth[] = [];
  for (const month of [...months].sort()) {
    if (byMonth.has(month)) continue;
    const source = [...sorted, ...created]
      .filter((budget) => budget.month < month)
      .sort((a, b) => a.month.localeCompare(b.month))
      .at(-1);
    if (!source) continue;
    created.push({ month, lines: carriedLines(source.lines, newId), accumulated: 0 });
  }
  return created;
}

/** What a new budget starts with: the default revenue 'salario', to be given a value. */
export function defaultLines(salaryCategoryId: string | undefined, newId: () => string): BudgetLine[] {
  return salaryCategoryId ? [{ _id: newId(), category: salaryCategoryId, type: 'revenues', value: 0 }] : [];
}

/**
 * The planning's accumulated value over a run of months: the opening amount stored on the first
 * month ('Acumulado' typed in the projection) plus each month's planned balance.
 */
export function accumulatedOver(months: readonly PlannedMonth[]): Cents {
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const opening = sorted[0]?.accumulated ?? 0;
  return sorted.reduce((total, budget) => total + plannedBalance(budget.lines), opening);
}
