import type { Category, User } from '@/api/gen/model';
import {
  balanceChartQuery,
  budgetsQuery,
  categoriesQuery,
  monthTransactionsQuery,
  objectivesQuery,
} from '@/api/queries';
import type { PlannerLogin } from '@/app/session';
import { chartDateRange, type IsoMonth } from '@/lib/dates';
import { categoriesOf, HALF_YEAR_MONTHS, SPENDING_GROUPS, YEAR_MONTHS } from './report-logic';

/** With a planner or a family, the report reads the family of the main user (spec 2, section 6). */
export interface ReportScope {
  family?: true;
  userId?: string;
}

/** With a planner acting for a client or a family, the main user's family (spec 2, section 6). */
export function reportScope(user: User, plannerLogin: PlannerLogin | null): ReportScope {
  const shared = plannerLogin !== null || (user.family?.members?.length ?? 0) > 0;
  return shared ? { family: true, userId: user._id } : {};
}

/**
 * What /relatorio reads (its loader and its screen share these options, decision 350): the plain,
 * savings and instalment charts (year and half year), the year's budgets (planned), the categories
 * (which cards realised what), the month's rows (top spending) and the objectives.
 */
export function reportQueries(month: IsoMonth, scope: ReportScope) {
  const yearRange = chartDateRange(month, YEAR_MONTHS);
  return {
    year: balanceChartQuery({ ...yearRange, ...scope }),
    savings: balanceChartQuery({ chartType: 'savings', ...yearRange, ...scope }),
    installments: balanceChartQuery({
      chartType: 'creditInstallments',
      ...chartDateRange(month, HALF_YEAR_MONTHS),
      ...scope,
    }),
    budgets: budgetsQuery({ ...yearRange, ...scope }),
    // The planning table's realised revenues: paid rows only, as the planning cards (decision 166).
    paidMonth: balanceChartQuery({ ...chartDateRange(month, 1), paid: true, ...scope }),
    categories: categoriesQuery(),
    // The top list is one of the report's figures: the same family scope as every balance.
    rows: monthTransactionsQuery(month, scope.userId, scope.family === true),
    objectives: objectivesQuery(),
  };
}

/**
 * What each card realised in the month: the budgets chart of its categories. A card without
 * categories realised nothing: no call for it.
 */
export function realisedQueries(month: IsoMonth, scope: ReportScope, categories: readonly Category[]) {
  return SPENDING_GROUPS.map((group) => ({ group, ids: categoriesOf(categories, group) }))
    .filter(({ ids }) => ids.length > 0)
    .map(({ group, ids }) => ({
      group,
      query: balanceChartQuery({
        chartType: 'budgets',
        ...chartDateRange(month, 1),
        categories: ids.join(','),
        paid: true,
        ...scope,
      }),
    }));
}
