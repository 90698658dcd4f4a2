import { addMonthsToKey, lastDateOfMonth } from '../../../src/lib/dates.ts';
import { fromCents } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import { balanceChart } from '../balances/handlers.ts';
import { walletSeries } from '../balances/wallets.ts';
import { listedBudgets } from '../budgets/handlers.ts';
import { listedCategories } from '../categories/handlers.ts';
import { listedCalendarItems } from '../linkedtransactions/handlers.ts';
import { listedObjectives } from '../objectives/handlers.ts';
import { visiblePayments } from '../payments/handlers.ts';
import { presentPayment } from '../payments/present.ts';
import type { Answer, Handlers } from '../types.ts';

/** The dashboard's charts cover the six months ending with the one shown (the SPA's chart window). */
const CHART_MONTHS = 6;

const listOf = <T>(items: T[]) => ({ items, total: items.length });

/**
 * What /painel reads besides the month's rows, in one answer (decision 390): each part comes from
 * the function its own call answers with, so the figures and the scope rules are those calls'.
 */
export const dashboardHandlers: Handlers = {
  async getDashboard(request): Promise<Answer<'getDashboard', 200>> {
    const month = request.query.month as MonthKey;
    const months = Array.from({ length: CHART_MONTHS }, (_, index) =>
      addMonthsToKey(month, index + 1 - CHART_MONTHS),
    );
    const chartStartDate = `${months[0]}-01`;
    const chartEndDate = lastDateOfMonth(month);
    const [chart, budgets, categories, objectives, calendarItems, wallets] = await Promise.all([
      balanceChart(request, { type: 'chart', startDate: chartStartDate, endDate: chartEndDate }),
      listedBudgets(request, { startDate: `${month}-01`, endDate: chartEndDate }),
      listedCategories(request),
      listedObjectives(request),
      listedCalendarItems(request),
      visiblePayments(request),
    ]);
    // getBalancesChart with one paymentId: that wallet's closing balance at the end of each month.
    const walletBalances = await Promise.all(
      wallets.map(async (wallet) => ({
        paymentId: wallet.id,
        balances: (await walletSeries(request.server, [wallet], months)).map((cents) => fromCents(cents)),
      })),
    );
    return {
      data: {
        month,
        chartStartDate,
        chartEndDate,
        chart: listOf(chart),
        budgets: listOf(budgets),
        categories: listOf(categories),
        objectives: listOf(objectives),
        calendarItems: listOf(calendarItems),
        payments: listOf(wallets.map(presentPayment)),
        walletBalances,
      },
    };
  },
};
