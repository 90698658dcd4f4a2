import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthRouteProps } from '@/app/month-route';
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
import { reportScope } from './report-queries';
import { LOADING_REPORT, type ReportData, useReportData } from './use-report-data';

/** /relatorio: the monthly evolution report; the URL's month comes from the route (decision 350). */
export function ReportScreen(props: MonthRouteProps) {
  return (
    <ReportPage {...props}>
      <LoadedReport month={props.month} />
    </ReportPage>
  );
}

/** The route's pending view: the same page with every panel in its skeleton. */
export function ReportPending(props: MonthRouteProps) {
  return (
    <ReportPage {...props}>
      <Report month={props.month} data={LOADING_REPORT} />
    </ReportPage>
  );
}

function ReportPage({
  month,
  onMonthChange,
  onMonthIntent,
  children,
}: MonthRouteProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('report:title')}</h1>
        <MonthSelector value={month} onChange={onMonthChange} onIntent={onMonthIntent} />
      </header>
      {children}
    </div>
  );
}

function LoadedReport({ month }: { month: IsoMonth }) {
  const { plannerLogin } = useSession();
  // The route's loader awaited the signed-in user (it decides the family scope).
  const user = useCurrentUser();
  if (!user) throw new Error('The report needs the signed-in user.');
  return <Report month={month} data={useReportData(month, reportScope(user, plannerLogin))} />;
}

function Report({ month, data }: { month: IsoMonth; data: ReportData }) {
  const { currency } = useSession();
  const year = yearMonths(month);
  const half = halfYearMonths(month);
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
