import type { QueryClient } from '@tanstack/react-query';
import { ensureAll } from '@/api/queries';
import type { IsoMonth } from '@/lib/dates';
import { calendarQueries, shownMonth } from './calendar-queries';

// A route's loader stays in the entry chunk: the route imports it from here, never from the
// feature's index, which would pull the screen in (decision 350).

/**
 * /calendario: the items and the names they show, and the month's forecast, all started at once.
 * Entering the screen waits for the lists only: the forecast (a sum over every wallet) fills its
 * own card when it answers. A month change or a preload waits for the forecast too, so the
 * previous month stays on screen until the next one is whole (decision 420).
 */
export async function loadCalendar(queryClient: QueryClient, urlMonth: IsoMonth, entering: boolean) {
  const queries = calendarQueries(shownMonth(urlMonth));
  const forecast = queryClient.ensureQueryData(queries.forecast);
  // Entering: a failed forecast surfaces where the screen reads it (the route's error view).
  if (entering) forecast.catch(() => undefined);
  await Promise.all([
    ensureAll(queryClient, queries.items, queries.categories, queries.payments),
    entering ? undefined : forecast,
  ]);
}
