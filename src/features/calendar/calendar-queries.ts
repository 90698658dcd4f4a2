import { calendarForecastQuery, calendarItemsQuery, categoriesQuery, paymentsQuery } from '@/api/queries';
import { currentMonth, type IsoMonth } from '@/lib/dates';
import { boundedMonth } from './calendar-rules';

/** The month the screen shows for the URL's month: outside the selector's bounds, the current one. */
export const shownMonth = (urlMonth: IsoMonth) => boundedMonth(urlMonth, currentMonth());

/**
 * What /calendario reads (its loader and its screen share these options, decision 350): the items,
 * the shown month's forecast, and the categories and wallets whose names the items show.
 */
export const calendarQueries = (month: IsoMonth) => ({
  items: calendarItemsQuery(),
  forecast: calendarForecastQuery(month),
  categories: categoriesQuery(),
  payments: paymentsQuery(),
});
