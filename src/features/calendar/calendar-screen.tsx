import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthRouteProps } from '@/app/month-route';
import { useSession } from '@/app/session';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { EmptyState } from '@/ui/empty-state';
import { MonthSelector } from '@/ui/month-selector';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import styles from './calendar.module.css';
import { CalendarList } from './calendar-list';
import { shownMonth } from './calendar-queries';
import { filterItems, type GroupFilter, monthBounds, summarise } from './calendar-rules';
import { ForecastCard, SummaryCard } from './calendar-summary';
import { ResultDialog } from './result-dialog';
import { useCalendarActions } from './use-calendar-actions';
import { type CalendarData, useCalendarData, useCalendarForecast } from './use-calendar-data';

/** The URL's month and group filter, and how to change them, come from the route (decision 350). */
export interface CalendarScreenProps extends MonthRouteProps {
  group: GroupFilter;
  onGroupChange: (group: GroupFilter) => void;
}

/** /calendario ('calendário mensal'): month and group filter live in the URL. */
export function CalendarScreen(props: CalendarScreenProps) {
  return <CalendarView {...props} data={useCalendarData(shownMonth(props.month))} />;
}

/** The route's pending view: the same page, the forecast and the list in their skeletons. */
export function CalendarPending(props: CalendarScreenProps) {
  return <CalendarView {...props} data={undefined} />;
}

function CalendarView({
  month: urlMonth,
  group,
  onMonthChange,
  onMonthIntent,
  onGroupChange,
  data,
}: CalendarScreenProps & { data: CalendarData | undefined }) {
  const { t } = useTranslation();
  const { currency } = useSession();
  const today = currentMonth();
  const month = shownMonth(urlMonth);
  const actions = useCalendarActions(month);
  const items = useMemo(() => data && filterItems(data.items, group), [data, group]);
  const groups = (['all', 'revenues', 'expenses'] as const).map((value) => ({
    value,
    label: t(`calendar:group.${value}`),
  }));

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('calendar:title')}</h1>
      <div className={styles.toolbar}>
        <MonthSelector
          value={month}
          onChange={onMonthChange}
          onIntent={onMonthIntent}
          {...monthBounds(today)}
        />
        <Select
          label={t('calendar:group.label')}
          value={group}
          placeholder={null}
          options={groups}
          onChange={(next) => onGroupChange(next as GroupFilter)}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          {data ? (
            <Suspense fallback={<ForecastCard forecast={undefined} currency={currency} />}>
              <MonthForecast month={month} />
            </Suspense>
          ) : (
            <ForecastCard forecast={undefined} currency={currency} />
          )}
          {data && items ? (
            items.length > 0 ? (
              <CalendarList
                items={items}
                month={month}
                canToggle={month === today}
                currency={currency}
                categoryName={data.categoryName}
                paymentName={data.paymentName}
                togglingPaid={actions.togglingPaid}
                onTogglePaid={actions.togglePaid}
                onEdit={actions.edit}
                onDelete={actions.remove}
              />
            ) : (
              <EmptyState>
                <p className={styles.muted}>{t('calendar:emptyHint')}</p>
              </EmptyState>
            )
          ) : (
            <div role="status" aria-label={t('calendar:waiting')}>
              <Skeleton count={5} />
            </div>
          )}
        </div>
        {items ? <SummaryCard summary={summarise(items)} currency={currency} /> : null}
      </div>
      <ResultDialog outcome={actions.outcome} onClose={actions.clearOutcome} />
    </div>
  );
}

/** The forecast card once the month's forecast is there. */
function MonthForecast({ month }: { month: IsoMonth }) {
  const { currency } = useSession();
  return <ForecastCard forecast={useCalendarForecast(month)} currency={currency} />;
}
