import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { BalanceChartPoint, Objective, Transaction } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { emptyTotals, type GroupTotals, plannedByMonth } from './report-logic';
import { type ReportScope, realisedQueries, reportQueries } from './report-queries';

export interface ReportData {
  /** The plain chart (revenues, expenses, investments, balance) over the year. */
  year: BalanceChartPoint[] | undefined;
  savings: BalanceChartPoint[] | undefined;
  installments: BalanceChartPoint[] | undefined;
  planned: Map<IsoMonth, GroupTotals> | undefined;
  /** Centavos realised per card in the selected month. */
  realised: GroupTotals | undefined;
  rows: Transaction[] | undefined;
  objectives: Objective[] | undefined;
}

/** What the pending view shows: every panel in its skeleton. */
export const LOADING_REPORT: ReportData = {
  year: undefined,
  savings: undefined,
  installments: undefined,
  planned: undefined,
  realised: undefined,
  rows: undefined,
  objectives: undefined,
};

/**
 * Every figure of the report, composed from existing calls and read from the cache the route's
 * loader filled (suspends if it is not there yet).
 */
export function useReportData(month: IsoMonth, scope: ReportScope): ReportData {
  const queries = reportQueries(month, scope);
  const year = useSuspenseQuery(queries.year).data;
  const savings = useSuspenseQuery(queries.savings).data;
  const installments = useSuspenseQuery(queries.installments).data;
  const budgets = useSuspenseQuery(queries.budgets).data;
  const categories = useSuspenseQuery(queries.categories).data;
  const rows = useSuspenseQuery(queries.rows).data;
  const objectives = useSuspenseQuery(queries.objectives).data;
  const paidMonth = useSuspenseQuery(queries.paidMonth).data;
  const groups = realisedQueries(month, scope, categories);
  const answers = useSuspenseQueries({ queries: groups.map(({ query }) => query) });
  const realised = emptyTotals();
  realised.revenues = fromApiAmount(paidMonth[0]?.revenues ?? 0);
  groups.forEach(({ group }, index) => {
    realised[group] = fromApiAmount(answers[index]?.data[0]?.realized ?? 0);
  });
  return { year, savings, installments, planned: plannedByMonth(budgets), realised, rows, objectives };
}
