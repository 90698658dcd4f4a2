import { changeOffsets, RECURRENCE_HORIZON } from '../../../src/lib/budget-reach.ts';
import { addMonthsToKey } from '../../../src/lib/dates.ts';
import { refused } from '../../auth/scope.ts';
import {
  applyChange,
  checkChangeShape,
  type LineChange,
  limitOfChange,
} from '../../domain/budget-changes.ts';
import { type BudgetLine, checkDay } from '../../domain/budget-lines.ts';
import type { Cents, MonthKey } from '../../domain/types.ts';
import type { StoredBudget } from '../../repositories/budgets.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import { lineChangeOf, newLineId, type WireChange } from './lines.ts';
import type { CategoryIndex } from './present.ts';

/** The cents a change settles in its own month: kept for an edit that leaves the amount alone. */
function settledValue(change: LineChange, lines: readonly BudgetLine[]): Cents {
  if (change.mode === 'delete') return 0;
  if (change.mode === 'edit' && change.value === undefined && change.budgetValue === undefined) {
    const current = lines.find((line) => line._id === change._id || line.category === change.category);
    if (current) return current.value;
  }
  const limit = limitOfChange(change, lines);
  if (!limit.ok) throw refused(limit);
  return limit.value;
}

/**
 * Applies pending changes to one month and, by recurrence, instalments or 'repeat', to the
 * following months that have a budget (decision 212). Runs inside the caller's transaction and
 * saves every month it touched; answers the months as they are now.
 */
export async function applyChanges(
  repos: TxRepositories,
  budget: StoredBudget,
  wires: readonly WireChange[],
  categories: CategoryIndex,
  repeatAll = false,
): Promise<Map<MonthKey, StoredBudget>> {
  const last = addMonthsToKey(budget.month, RECURRENCE_HORIZON);
  await repos.budgets.lockBetween(budget.userId, budget.month, last);
  const months = new Map(
    (await repos.budgets.listBetween([budget.userId], budget.month, last)).map((month) => [
      month.month,
      month,
    ]),
  );
  const touched = new Set<MonthKey>();
  for (const wire of wires) {
    const own = months.get(budget.month) as StoredBudget;
    const change = lineChangeOf(repeatAll ? { ...wire, repeat: true } : wire, own.lines, categories);
    const shape = checkChangeShape(change);
    if (!shape.ok) throw refused(shape);
    const day = checkDay(change.day, budget.month);
    if (!day.ok) throw refused(day);
    const value = settledValue(change, own.lines);
    for (const offset of changeOffsets(change)) {
      const target = months.get(addMonthsToKey(budget.month, offset));
      if (!target) continue;
      const result = applyChange(target.lines, change, value, { primary: offset === 0, newId: newLineId });
      if (!result.ok) throw refused(result);
      months.set(target.month, { ...target, lines: result.lines });
      touched.add(target.month);
    }
  }
  for (const month of touched) {
    const changed = months.get(month) as StoredBudget;
    await repos.budgets.saveLines(changed.id, changed.lines);
  }
  return months;
}
