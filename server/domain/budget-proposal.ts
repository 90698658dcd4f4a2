import { addMonthsToKey } from '../../src/lib/dates.ts';
import { BUDGET_GROUPS, type BudgetGroup } from './budget-lines.ts';
import type { Cents, MonthKey } from './types.ts';

/** How many months of rows the averages read (decision 410). */
export const PROPOSAL_MONTHS = 3;

/** One row of the household's history: signed cents (expenses negative), its category's card. */
export interface ProposalRow {
  categoryId: string;
  type: BudgetGroup;
  value: Cents;
}

export interface ProposedLine {
  category: string;
  type: BudgetGroup;
  /** Per month. */
  value: Cents;
}

export interface Proposal {
  lines: ProposedLine[];
  basedOnMonths: number;
  /** The averaged expenses exceeded the revenues and were scaled down to them. */
  scaled: boolean;
}

/**
 * The windows the averages may read, in order of preference: the three full months before
 * `current` (real history), else `current` and the next two (rows an onboarding just created).
 */
export function proposalWindows(current: MonthKey): { first: MonthKey; last: MonthKey }[] {
  return [
    { first: addMonthsToKey(current, -PROPOSAL_MONTHS), last: addMonthsToKey(current, -1) },
    { first: current, last: addMonthsToKey(current, PROPOSAL_MONTHS - 1) },
  ];
}

/** Net amount per category, positive when it is what the card plans (money in for revenues, out for the rest). */
function netByCategory(rows: readonly ProposalRow[]): Map<string, { type: BudgetGroup; net: Cents }> {
  const totals = new Map<string, { type: BudgetGroup; net: Cents }>();
  for (const row of rows) {
    const signed = row.type === 'revenues' ? row.value : -row.value;
    const entry = totals.get(row.categoryId) ?? { type: row.type, net: 0 };
    entry.net += signed;
    totals.set(row.categoryId, entry);
  }
  return totals;
}

const byGroupThenSize = (a: ProposedLine, b: ProposedLine) =>
  BUDGET_GROUPS.indexOf(a.type) - BUDGET_GROUPS.indexOf(b.type) ||
  b.value - a.value ||
  a.category.localeCompare(b.category);

/**
 * Expenses scaled so they add up to exactly `revenues`: each floored share of `revenues`, then the
 * cents left over one each to the largest fractional remainders (ties: larger line, then category
 * id), so the answer never depends on row order. BigInt: value x revenues can pass 2^53.
 */
function scaleTo(expenses: ProposedLine[], revenues: Cents): ProposedLine[] {
  const total = BigInt(expenses.reduce((sum, line) => sum + line.value, 0));
  const target = BigInt(revenues);
  const shares = expenses.map((line) => {
    const product = BigInt(line.value) * target;
    return { line, value: product / total, remainder: product % total };
  });
  let left = Number(target - shares.reduce((sum, share) => sum + share.value, 0n));
  const order = [...shares].sort(
    (a, b) =>
      (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : 0) ||
      b.line.value - a.line.value ||
      a.line.category.localeCompare(b.line.category),
  );
  for (const share of order) {
    if (left === 0) break;
    share.value += 1n;
    left -= 1;
  }
  return shares.map((share) => ({ ...share.line, value: Number(share.value) }));
}

/**
 * The automatic planning (decision 410): per category the average of `months` months of rows,
 * floored to the cent; when the expenses (fixed, variable, debts, investments) pass the revenues
 * they are scaled down to them. Without revenues there is nothing to plan against: empty.
 */
export function proposeBudget(rows: readonly ProposalRow[], months: number): Proposal {
  const averaged = [...netByCategory(rows)]
    .map(([category, { type, net }]) => ({ category, type, value: Math.floor(net / months) }))
    .filter((line) => line.value > 0);
  const revenues = averaged.filter((line) => line.type === 'revenues');
  const revenueTotal = revenues.reduce((sum, line) => sum + line.value, 0);
  if (revenueTotal === 0) return { lines: [], basedOnMonths: 0, scaled: false };
  const expenses = averaged.filter((line) => line.type !== 'revenues');
  const expenseTotal = expenses.reduce((sum, line) => sum + line.value, 0);
  const scaled = expenseTotal > revenueTotal;
  const planned = scaled ? scaleTo(expenses, revenueTotal) : expenses;
  return {
    lines: [...revenues, ...planned.filter((line) => line.value > 0)].sort(byGroupThenSize),
    basedOnMonths: months,
    scaled,
  };
}
