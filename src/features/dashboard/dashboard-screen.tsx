import { type ComponentType, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import type { MonthRouteProps } from '@/app/month-route';
import { useCurrentUser, useSession } from '@/app/session';
import { type IsoMonth, todayIso } from '@/lib/dates';
import { walletOwners } from '@/lib/family';
import { RevenueExpenseChart } from '@/ui/charts';
import { MonthSelector } from '@/ui/month-selector';
import { Page } from '@/ui/page';
import { ActionMenu } from './action-menu';
import { ChatLauncher } from './chat-launcher';
import styles from './dashboard.module.css';
import { ObjectivesBox, TomorrowPayments, WalletsBox } from './dashboard-boxes';
import { BudgetDonut, ExpenseCategories } from './dashboard-charts';
import {
  cardValues,
  expenseCategories,
  objectiveProgress,
  type SpendingPeriod,
  spendingWindow,
  sumsBalance,
  tomorrowPayments,
  variableSpending,
} from './dashboard-logic';
import { OnboardingTour } from './onboarding-tour';
import { SummaryCards } from './summary-cards';
import { tomorrowIso } from './tomorrow';
import { type DashboardData, LOADING_DASHBOARD, useDashboardData } from './use-dashboard-data';
import { useHiddenValues } from './use-hidden-values';
import { VariableSpending } from './variable-spending';

export interface CategoryDetailsProps {
  categoryId: string;
  categoryName: string;
  month: IsoMonth;
  onClose: () => void;
}

/** The chat window (another feature's): the route passes it in, loaded the first time it opens. */
export interface DashboardChatProps {
  onClose: () => void;
}

/** What this screen opens that is not a global modal; the route passes them in. */
export interface DashboardModals {
  CategoryDetails: ComponentType<CategoryDetailsProps>;
  Chat: ComponentType<DashboardChatProps>;
}

/** The URL's month and how to change it come from the route (decision 350). */
export interface DashboardScreenProps extends MonthRouteProps {
  modals: DashboardModals;
  now?: Date;
}

/** /painel: the month's figures, charts, budget, objectives, tomorrow's payments and wallets. */
export function DashboardScreen(props: DashboardScreenProps) {
  const data = useDashboardData(props.month, tomorrowIso(props.now ?? new Date()));
  return <DashboardView {...props} data={data} />;
}

/** The route's pending view: the same page with every box in its skeleton. */
export function DashboardPending(props: DashboardScreenProps) {
  return <DashboardView {...props} data={LOADING_DASHBOARD} />;
}

function DashboardView({
  modals,
  now = new Date(),
  month,
  onMonthChange,
  onMonthIntent,
  data,
}: DashboardScreenProps & { data: DashboardData }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { currency } = useSession();
  const user = useCurrentUser();
  const [hidden, toggleHidden] = useHiddenValues();
  const [period, setPeriod] = useState<SpendingPeriod>('monthly');
  const [category, setCategory] = useState<{ id: string; name: string } | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  // Closed by its × or Esc, the window's focused control goes with it: the launcher takes the focus.
  const closeChat = () => {
    setChatOpen(false);
    launcher.current?.focus();
  };
  const today = todayIso(now);
  const tomorrow = tomorrowIso(now);
  const noCategory = t('dashboard:categories.noCategory');
  const categories = useMemo(
    () => data.rows && expenseCategories(data.rows, noCategory),
    [data.rows, noCategory],
  );
  const spending =
    data.rows && data.categories && data.budget !== undefined
      ? variableSpending(
          data.rows,
          data.categories,
          data.budget ?? undefined,
          period,
          spendingWindow(month, period, today),
        )
      : undefined;
  const due =
    data.tomorrowRows && data.calendarItems
      ? tomorrowPayments(data.tomorrowRows, data.calendarItems, tomorrow)
      : undefined;

  return (
    <Page
      title={brand.dashboardTitle}
      floatingSpace
      actions={
        <div data-tour="month">
          <MonthSelector value={month} onChange={onMonthChange} onIntent={onMonthIntent} />
        </div>
      }
    >
      <SummaryCards
        values={
          data.chart && cardValues(data.chart, month, sumsBalance(user?.preferences) ? data.opening : 0)
        }
        hidden={hidden}
        onToggleHidden={toggleHidden}
        currency={currency}
      />
      <div className={styles.grid}>
        <section className={`${styles.box} ${styles.wide}`} data-tour="chart">
          <RevenueExpenseChart month={month} points={data.chart} currency={currency} />
        </section>
        <ExpenseCategories
          categories={categories}
          currency={currency}
          onCategory={(entry) => setCategory({ id: entry.id, name: entry.name })}
        />
        <BudgetDonut budget={data.budget} currency={currency} />
        <VariableSpending period={period} onPeriod={setPeriod} values={spending} currency={currency} />
        <ObjectivesBox objectives={data.objectives && objectiveProgress(data.objectives)} />
        <TomorrowPayments items={due} currency={currency} hidden={hidden} />
        <WalletsBox
          payments={data.payments}
          balanceOf={data.balanceOf}
          owners={walletOwners(user?.family?.members, user?._id ?? '')}
          currency={currency}
          hidden={hidden}
        />
      </div>
      {/* The pending view shows figures only: nothing to act on until the screen replaces it. */}
      {data === LOADING_DASHBOARD ? null : <ActionMenu payments={data.payments} />}
      {data === LOADING_DASHBOARD ? null : (
        <ChatLauncher buttonRef={launcher} open={chatOpen} onToggle={() => setChatOpen(!chatOpen)} />
      )}
      {chatOpen ? <modals.Chat onClose={closeChat} /> : null}
      {data !== LOADING_DASHBOARD && user && !user.skipTutorial ? <OnboardingTour userId={user._id} /> : null}
      {category ? (
        <modals.CategoryDetails
          categoryId={category.id}
          categoryName={category.name}
          month={month}
          onClose={() => setCategory(null)}
        />
      ) : null}
    </Page>
  );
}
