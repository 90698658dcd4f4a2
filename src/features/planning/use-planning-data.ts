import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBudget, getListBudgetsQueryKey } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, Category, Transaction } from '@/api/gen/model';
import { budgetsQuery, categoriesQuery, monthTransactionsQuery } from '@/api/queries';
import { addMonths, type IsoMonth } from '@/lib/dates';
import { monthOfBudget, rangeParams, WINDOW_MONTHS } from './planning-logic';

/** Whose plannings were already filled in this session: missing months are filled once per session. */
const filledThisSession = new Set<string>();

export interface PlanningData {
  budgets: Budget[] | undefined;
  categories: Category[];
  rows: Transaction[];
  isError: boolean;
  /** The selected month's budget, when stored. */
  budget: Budget | undefined;
  /** One month back to 11 ahead of the selected month (the projection's columns). */
  months: IsoMonth[];
}

/**
 * What the planning screen reads: budgets from one month before the selected one to 11 after it,
 * categories and the month's rows (realised). With a plan but fewer than 13 budgets, the missing
 * months are filled once per session (spec 3 section 4).
 */
export function usePlanningData(month: IsoMonth, userId: string | undefined): PlanningData {
  const queryClient = useQueryClient();
  const first = addMonths(month, -1);
  const months = Array.from({ length: WINDOW_MONTHS }, (_, index) => addMonths(first, index));
  const params = { ...rangeParams(first, months.at(-1) as IsoMonth), ...(userId ? { userId } : {}) };
  const budgets = useQuery(budgetsQuery(params));
  const categories = useQuery(categoriesQuery());
  const rows = useQuery(monthTransactionsQuery(month, userId));

  const count = budgets.data?.length;
  const { startDate, endDate } = params;
  useEffect(() => {
    const key = `${userId ?? 'me'}:${startDate}`;
    if (count === undefined || count === 0 || count >= WINDOW_MONTHS || filledThisSession.has(key)) return;
    filledThisSession.add(key);
    const range = { startDate, endDate, ...(userId ? { userId } : {}) };
    void createBudget(undefined, { fill: true, ...range }).then(() =>
      queryClient.invalidateQueries({ queryKey: getListBudgetsQueryKey(range) }),
    );
  }, [count, startDate, endDate, userId, queryClient]);

  return {
    budgets: budgets.data,
    categories: categories.data ?? [],
    rows: rows.data ?? [],
    isError: budgets.isError,
    budget: budgets.data?.find((budget) => monthOfBudget(budget) === month),
    months,
  };
}
