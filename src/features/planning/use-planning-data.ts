import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBudget, getListBudgetsQueryKey } from '@/api/gen/endpoints/budgets/budgets';
import type { Budget, Category, Transaction } from '@/api/gen/model';
import { categoriesQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import type { IsoMonth } from '@/lib/dates';
import { planningQueries } from './loader';
import { claimFill, fillKey } from './planning-fill';
import { monthOfBudget, WINDOW_MONTHS } from './planning-logic';

export interface PlanningData {
  budgets: Budget[];
  categories: Category[];
  rows: Transaction[];
  /** The selected month's budget, when stored. */
  budget: Budget | undefined;
  /** One month back to 11 ahead of the selected month (the projection's columns). */
  months: IsoMonth[];
}

/**
 * What the planning screen reads, from the cache the loader filled (another person's planning
 * suspends while it is read). With a plan but fewer than 13 budgets, the missing months are filled
 * once per session (spec 3 section 4).
 */
export function usePlanningData(month: IsoMonth, userId: string | undefined, canPlan: boolean): PlanningData {
  const queryClient = useQueryClient();
  const selfId = useSession().session?.id;
  const queries = planningQueries(month, userId);
  const budgets = useSuspenseQuery(queries.budgets).data;
  const categories = useSuspenseQuery(categoriesQuery()).data;
  const rows = useSuspenseQuery(queries.rows).data;

  const count = budgets.length;
  const { startDate, endDate } = queries.params;
  useEffect(() => {
    // Only a plan the person may change is filled (a member viewing another's is refused, audit F3).
    if (!canPlan || count === 0 || count >= WINDOW_MONTHS || !claimFill(fillKey(selfId, userId))) return;
    const range = { startDate, endDate, ...(userId ? { userId } : {}) };
    // A fill is a convenience: refused or lost, the screen shows the months there are.
    createBudget(undefined, { fill: true, ...range })
      .then(() => queryClient.invalidateQueries({ queryKey: getListBudgetsQueryKey(range) }))
      .catch(() => undefined);
  }, [canPlan, count, startDate, endDate, userId, selfId, queryClient]);

  return {
    budgets,
    categories,
    rows,
    budget: budgets.find((budget) => monthOfBudget(budget) === month),
    months: queries.months,
  };
}
