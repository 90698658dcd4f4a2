import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { MonthSearchSchema } from '@/app/search-schemas';
import { useCurrentUser, useSession } from '@/app/session';
import type { IsoMonth } from '@/lib/dates';
import { MonthSelector } from '@/ui/month-selector';
import styles from './report.module.css';
import { InstallmentsChart, ResultsChart, RevenuesExpensesChart, SavingsChart } from './report-charts';
import {
  emptyTotals,
  halfYearMonths,
  monthStatuses,
  planningRows,
  topSpending,
  yearMonths,
} from './report-logic';
import { MonthStatusTable, ObjectivesProgress, PlanningTable, TopSpending } from './report-panels';
import { type ReportScope, useReportData } from './use-report-data';

/** With a planner acting for a client or a family, the main user's family (spec 2, section 6). */
function useReportScope(): ReportScope | undefined {
  const { plannerLogin } = useSession();
  const user = useCurrentUser();
  if (!user) return undefined;
  const shared = plannerLogin !== null || (user.family?.members?.length ?? 0) > 0;
  return shared ? { family: true, userId: user._id } : {};
}

function Report({ month, scope }: { month: IsoMonth; scope: ReportScope }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const data = useReportData(month, scope);
  const year = yearMonths(month);
  const half = halfYearMonths(month);
  if (data.isError) return <p role="alert">{t('report:loadError')}</p>;
  const planned = data.planned?.get(month) ?? emptyTotals();
  return (
    <>
      <div className={styles.grid}>
        <ResultsChart months={year} currency={currency} points={data.year} planned={data.planned} />
        <RevenuesExpensesChart months={half} currency={currency} points={data.year} planned={data.planned} />
        <InstallmentsChart months={half} currency={currency} points={data.installments} />
        <SavingsChart months={year} currency={currency} points={data.savings} />
      </div>
      <MonthStatusTable
        rows={data.year && data.planned && monthStatuses(data.year, data.planned, half)}
        currency={currency}
      />
      <div className={`${styles.grid} ${styles.wide}`}>
        <PlanningTable
          rows={data.realised && data.planned && planningRows(data.realised, planned)}
          currency={currency}
        />
        <TopSpending rows={data.rows && topSpending(data.rows)} currency={currency} />
      </div>
      <ObjectivesProgress objectives={data.objectives} currency={currency} />
    </>
  );
}

/** /relatorio: the monthly evolution report; the month lives in the URL. */
export function ReportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { month } = v.parse(MonthSearchSchema, useSearch({ strict: false }));
  const scope = useReportScope();
  const select = (next: IsoMonth) =>
    void navigate({
      to: '.',
      replace: true,
      search: ((prev: object) => ({ ...prev, month: next })) as never,
    });
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('report:title')}</h1>
        <MonthSelector value={month} onChange={select} />
      </header>
      {scope ? <Report month={month} scope={scope} /> : <p role="status" aria-label={t('report:waiting')} />}
    </main>
  );
}
