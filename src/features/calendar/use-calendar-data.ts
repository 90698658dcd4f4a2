import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkedTransaction } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { calendarQueries } from './calendar-queries';

export interface CalendarData {
  items: LinkedTransaction[];
  categoryName: (id: string | undefined) => string | undefined;
  paymentName: (id: string | undefined) => string | undefined;
}

/** The month's forecast (its card waits for it in a boundary of its own, decision 420). */
export const useCalendarForecast = (month: IsoMonth) =>
  useSuspenseQuery(calendarQueries(month).forecast).data;

/**
 * The items and the names of the categories and wallets items point at,
 * read from the cache the route's loader filled (suspends if it is not there yet).
 */
export function useCalendarData(month: IsoMonth): CalendarData {
  const queries = calendarQueries(month);
  const items = useSuspenseQuery(queries.items).data;
  const categories = useSuspenseQuery(queries.categories).data;
  const payments = useSuspenseQuery(queries.payments).data;
  const categoryNames = new Map(categories.map((category) => [category._id, category.name]));
  const paymentNames = new Map(payments.map((payment) => [payment._id, payment.name]));
  return {
    items,
    categoryName: (id) => (id ? categoryNames.get(id) : undefined),
    paymentName: (id) => (id ? paymentNames.get(id) : undefined),
  };
}
