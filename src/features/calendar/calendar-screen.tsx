import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CalendarSearchSchema } from '@/app/search-schemas';
import { useSession } from '@/app/session';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { EmptyState } from '@/ui/empty-state';
import { MonthSelector } from '@/ui/month-selector';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import styles from './calendar.module.css';
import { CalendarList } from './calendar-list';
import { boundedMonth, filterItems, type GroupFilter, monthBounds, summarise } from './calendar-rules';
import { ForecastCard, SummaryCard } from './calendar-summary';
import { ResultDialog } from './result-dialog';
import { useCalendarActions } from './use-calendar-actions';
import { useCalendarData } from './use-calendar-data';

/** /calendario ('calendário mensal'): month and group filter live in the URL. */
export function CalendarScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = v.parse(CalendarSearchSchema, useSearch({ strict: false }));
  const { currency } = useSession();
  const today = currentMonth();
  const month = boundedMonth(search.month, today);
  const data = useCalendarData(month);
  const actions = useCalendarActions(month);
  const items = useMemo(
    () => data.items && filterItems(data.items, search.group),
    [data.items, search.group],
  );
  const groups = (['all', 'revenues', 'expenses'] as const).map((value) => ({
    value,
    label: t(`calendar:group.${value}`),
  }));

  function change(patch: { month?: IsoMonth; group?: GroupFilter }) {
    void navigate({
      to: '.',
      replace: true,
      search: ((prev: object) => ({ ...prev, ...patch })) as never,
    });
  }

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('calendar:title')}</h1>
      <div className={styles.toolbar}>
        <MonthSelector value={month} onChange={(next) => change({ month: next })} {...monthBounds(today)} />
        <Select
          label={t('calendar:group.label')}
          value={search.group}
          placeholder={null}
          options={groups}
          onChange={(group) => change({ group: group as GroupFilter })}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          <ForecastCard forecast={data.forecast} currency={currency} />
          {items ? (
            items.length > 0 ? (
              <CalendarList
                items={items}
                month={month}
                canToggle={month === today}
                currency={currency}
                categoryName={data.categoryName}
                paymentName={data.paymentName}
                onTogglePaid={actions.togglePaid}
                onEdit={actions.edit}
                onDelete={actions.remove}
              />
            ) : (
              <EmptyState>
                <p className={styles.muted}>{t('calendar:emptyHint')}</p>
              </EmptyState>
            )
          ) : data.isError ? (
            <p role="alert">{t('calendar:loadError')}</p>
          ) : (
            <div role="status" aria-label={t('calendar:waiting')}>
              <Skeleton count={5} />
            </div>
          )}
        </div>
        {items ? <SummaryCard summary={summarise(items)} currency={currency} /> : null}
      </div>
      <ResultDialog outcome={actions.outcome} onClose={actions.clearOutcome} />
    </main>
  );
}
