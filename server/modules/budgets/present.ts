import { firstDateOfMonth } from '../../../src/lib/dates.ts';
import {
  BUDGET_GROUPS,
  type BudgetGroup,
  type BudgetLine,
  budgetTotals,
  percentOf,
} from '../../domain/budget-lines.ts';
import { fromCents } from '../../domain/money.ts';
import type { StoredBudget } from '../../repositories/budgets.ts';
import type { CategoryRow } from '../../repositories/categories.ts';
import type { Schemas } from '../types.ts';

type Budget = Schemas['Budget'];
type WireLine = Schemas['CategoryLine'];
export type CategoryIndex = Map<string, CategoryRow>;

const LIST: Record<BudgetGroup, `${BudgetGroup}Categories`> = {
  revenues: 'revenuesCategories',
  essential: 'essentialCategories',
  noessential: 'noessentialCategories',
  debts: 'debtsCategories',
  investiment: 'investimentCategories',
};

function categoryOf(id: string, categories: CategoryIndex): WireLine['category'] {
  const row = categories.get(id);
  if (!row) return id;
  return {
    _id: row.id,
    name: row.name,
    group: row.group as Schemas['CategoryGroup'],
    ...(row.sort ? { sort: row.sort as Schemas['CategorySort'] } : {}),
  };
}

function lineOf(line: BudgetLine, revenues: number, categories: CategoryIndex): WireLine {
  return {
    _id: line._id,
    category: categoryOf(line.category, categories),
    budgetValue: percentOf(line.value, revenues),
    value: fromCents(line.value),
    ...(line.day !== undefined ? { day: line.day } : {}),
    ...(line.paid !== undefined ? { paid: line.paid } : {}),
    ...(line.lastInstallment ? { lastInstallment: line.lastInstallment } : {}),
    ...(line.recurrentType ? { recurrentType: line.recurrentType } : {}),
    ...(line.notCreateTransaction !== undefined ? { notCreateTransaction: line.notCreateTransaction } : {}),
  };
}

/** A stored month as the wire's Budget: totals and percentages computed here, in cents, never sent by clients. */
export function presentBudget(budget: StoredBudget, categories: CategoryIndex): Budget {
  const totals = budgetTotals(budget.lines);
  const lists = Object.fromEntries(
    BUDGET_GROUPS.map((group) => [
      LIST[group],
      budget.lines
        .filter((line) => line.type === group)
        .map((line) => lineOf(line, totals.revenuesValue, categories)),
    ]),
  ) as Pick<Budget, (typeof LIST)[BudgetGroup]>;
  return {
    _id: budget.id,
    user: budget.userId,
    date: firstDateOfMonth(budget.month),
    accumulated: fromCents(budget.accumulated),
    revenuesValue: fromCents(totals.revenuesValue),
    essentialValue: fromCents(totals.essentialValue),
    noessentialValue: fromCents(totals.noessentialValue),
    debtsValue: fromCents(totals.debtsValue),
    investimentValue: fromCents(totals.investimentValue),
    essentialSpending: totals.essentialSpending,
    noessentialSpending: totals.noessentialSpending,
    debtsSpending: totals.debtsSpending,
    investimentSpending: totals.investimentSpending,
    ...lists,
    createdAt: budget.createdAt.toISOString(),
    updatedAt: budget.updatedAt.toISOString(),
  };
}

export { LIST as BUDGET_LISTS };
