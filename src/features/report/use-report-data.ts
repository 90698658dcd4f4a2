import { useQueries, useQuery } from '@tanstack/react-query';
import type { BalanceChartPoint, Category, Objective, Transaction } from '@/api/gen/model';
import {
  balanceChartQuery,
  budgetsQuery,
  categoriesQuery,
  monthTransactionsQuery,
  objectivesQuery,
} from '@/api/queries';
import { chartDateRange, firstDateOfMonth, type IsoMonth, lastDateOfMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import {
  categoriesOf,
  emptyTotals,
  type GroupTotals,
  HALF_YEAR_MONTHS,
  plannedByMonth,
  SPENDING_GROUPS,
  YEAR_MONTHS,
} from './report-logic';

/** With a planner or a family, the report reads the family of the main user (spec 2, section 6). */
export interface ReportScope {
  family?: true;
  userId?: string;
}

export interface ReportData {
  /** The plain chart (revenues, expenses, investments, balance) over the year. */
  year: BalanceChartPoint[] | undefined;
  savings: BalanceChartPoint[] | undefined;
  installments: BalanceChartPoint[] | undefined;
  planned: Map<IsoMonth, GroupTotals> | undefined;
  /** Centavos realised per card in the selected month; undefined while any part loads. */
  realised: GroupTotals | undefined;
  rows: Transaction[] | undefined;
  objectives: Objective[] | undefined;
  isError: boolean;
}

/** What was realised per card in one month: the budgets chart of each card's categories, plus revenues. */
function useRealised(
  month: IsoMonth,
  scope: ReportScope,
  categories: Category[] | undefined,
  year: BalanceChartPoint[] | undefined,
) {
  const range = { startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) };
  // A card without categories realised nothing: no call for it.
  const groups = SPENDING_GROUPS.map((group) => ({
    group,
    ids: categoriesOf(categories ?? [], group),
  })).filter(({ ids }) => ids.length > 0);
  const answers = useQueries({
    queries: groups.map(({ ids }) => ({
      ...balanceChartQuery({ chartType: 'budgets', ...range, categories: ids.join(','), ...scope }),
      enabled: categories !== undefined,
    })),
  });
  const isError = answers.some((answer) => answer.isError);
  if (!categories || !year || answers.some((answer) => !answer.data)) return { realised: undefined, isError };
  const realised = emptyTotals();
  realised.revenues = fromApiAmount(year.find((point) => point.month === month)?.revenues ?? 0);
  groups.forEach(({ group }, index) => {
    realised[group] = fromApiAmount(answers[index]?.data?.[0]?.realized ?? 0);
  });
  return { realised, isError: false };
}

/**
 * Every figure of the report, composed from existing calls: the plain, savings and instalment charts
 * (year and half year), the year's budgets (planned), the month's budgets chart per card (realised),
 * the month's rows (top spending) and the objectives.
 */
export function useReportData(month: IsoMonth, scope: ReportScope): ReportData {
  const yearRange = chartDateRange(month, YEAR_MONTHS);
  const year = useQuery(balanceChartQuery({ ...yearRange, ...scope }));
  const savings = useQuery(balanceChartQuery({ chartType: 'savings', ...yearRange, ...scope }));
  const installments = useQuery(
    balanceChartQuery({
      chartType: 'creditInstallments',
      ...chartDateRange(month, HALF_YEAR_MONTHS),
      ...scope,
    }),
  );
  const budgets = useQuery(budgetsQuery({ ...yearRange, ...scope }));
  const categories = useQuery(categoriesQuery());
  const realised = useRealised(month, scope, categories.data, year.data);
  const rows = useQuery(monthTransactionsQuery(month));
  const objectives = useQuery(objectivesQuery());
  return {
    year: year.data,
    savings: savings.data,
    installments: installments.data,
    planned: budgets.data && plannedByMonth(budgets.data),
    realised: realised.realised,
    rows: rows.data,
    objectives: objectives.data,
    isError:
      year.isError ||
      savings.isError ||
      installments.isError ||
      budgets.isError ||
      categories.isError ||
      realised.isError,
  };
}
