import { type QueryClient, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBudget, getListBudgetsQueryKey } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, Category, Transaction } from '@/api/gen/model';
import { budgetsQuery, categoriesQuery, ensureAll, monthTransactionsQuery } from '@/api/queries';
import { addMonths, currentMonth, type IsoMonth } from '@/lib/dates';
import { monthOfBudget, planningWindow, rangeParams, WINDOW_MONTHS } from './planning-logic';

/** Whose plannings were already filled in this session: missing months are filled once per session. */
const filledThisSession = new Set<string>();

export interface PlanningData {
  budgets: Budget[];
  categories: Category[];
  rows: Transaction[];
  /** The selected month's budget, when stored. */
  budget: Budget | undefined;
  /** One month back to 11 ahead of the selected month (the projection's columns). */
  months: IsoMonth[];
}

/** The month the screen shows: the URL's when it is inside the planning window, else this month. */
export function planningMonth(requested: IsoMonth, now = new Date()): IsoMonth {
  const today = currentMonth(now);
  return planningWindow(today).months.includes(requested) ? requested : today;
}

/**
 * The reads of the planning screen: budgets from one month before the selected one to 11 after it,
 * categories and the month's rows (realised).
 */
function planningQueries(month: IsoMonth, userId: string | undefined) {
  const first = addMonths(month, -1);
  const months = Array.from({ length: WINDOW_MONTHS }, (_, index) => addMonths(first, index));
  const params = { ...rangeParams(first, months.at(-1) as IsoMonth), ...(userId ? { userId } : {}) };
  return {
    months,
    params,
    budgets: budgetsQuery(params),
    rows: monthTransactionsQuery(month, userId),
  };
}

/** The /planejamento loader: the signed-in user's planning of the month, every read at once. */
export async function loadPlanning(queryClient: QueryClient, month: IsoMonth) {
  const queries = planningQueries(month, undefined);
  await ensureAll(queryClient, queries.budgets, categoriesQuery(), queries.rows);
}

/**
 * What the planning screen reads, from the cache the loader filled (another person's planning
 * suspends while it is read). With a plan but fewer than 13 budgets, the missing months are filled
 * once per session (spec 3 section 4).
 */
export function usePlanningData(month: IsoMonth, userId: string | undefined): PlanningData {
  const queryClient = useQueryClient();
  const queries = planningQueries(month, userId);
  const budgets = useSuspenseQuery(queries.budgets).data;
  const categories = useSuspenseQuery(categoriesQuery()).data;
  const rows = useSuspenseQuery(queries.rows).data;

  const count = budgets.length;
  const { startDate, endDate } = queries.params;
  useEffect(() => {
    const key = `${userId ?? 'me'}:${startDate}`;
    if (count === 0 || count >= WINDOW_MONTHS || filledThisSession.has(key)) return;
    filledThisSession.add(key);
    const range = { startDate, endDate, ...(userId ? { userId } : {}) };
    void createBudget(undefined, { fill: true, ...range }).then(() =>
      queryClient.invalidateQueries({ queryKey: getListBudgetsQueryKey(range) }),
    );
  }, [count, startDate, endDate, userId, queryClient]);

  return {
    budgets,
    categories,
    rows,
    budget: budgets.find((budget) => monthOfBudget(budget) === month),
    months: queries.months,
  };
}
