import type { QueryClient } from '@tanstack/react-query';
import {
  budgetsQuery,
  categoriesQuery,
  ensureAll,
  financialProfileQuery,
  monthTransactionsQuery,
} from '@/api/queries';
import { addMonths, currentMonth, type IsoMonth } from '@/lib/dates';
import { planningWindow, rangeParams, WINDOW_MONTHS } from './planning-logic';

// A route's loader stays in the entry chunk (the code splitter moves only its components): it lives
// here, data only, and the route imports it from here, never from the feature's index; the screen's
// hooks (use-planning-data.ts) read the same options.

/** The month the screen shows: the URL's when it is inside the planning window, else this month. */
export function planningMonth(requested: IsoMonth, now = new Date()): IsoMonth {
  const today = currentMonth(now);
  return planningWindow(today).months.includes(requested) ? requested : today;
}

/**
 * The reads of the planning screen: budgets from one month before the selected one to 11 after it,
 * categories and the month's rows (realised).
 */
export function planningQueries(month: IsoMonth, userId: string | undefined) {
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

/**
 * The /planejamento loader: the signed-in user's planning of the month and whether they saved the
 * financial survey (their profile, decision 007), every read at once.
 */
export async function loadPlanning(queryClient: QueryClient, month: IsoMonth) {
  const queries = planningQueries(month, undefined);
  await ensureAll(queryClient, queries.budgets, categoriesQuery(), queries.rows, financialProfileQuery());
}
