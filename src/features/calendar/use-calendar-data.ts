import { useQuery } from '@tanstack/react-query';
import type { CalendarForecast, LinkedTransaction } from '@/api/gen/model';
import { calendarForecastQuery, calendarItemsQuery, categoriesQuery, paymentsQuery } from '@/api/queries';
import type { IsoMonth } from '@/lib/dates';

export interface CalendarData {
  items: LinkedTransaction[] | undefined;
  forecast: CalendarForecast | undefined;
  categoryName: (id: string | undefined) => string | undefined;
  paymentName: (id: string | undefined) => string | undefined;
  isError: boolean;
}

/** The items, the month's forecast, and the names of the categories and wallets items point at. */
export function useCalendarData(month: IsoMonth): CalendarData {
  const items = useQuery(calendarItemsQuery());
  const forecast = useQuery(calendarForecastQuery(month));
  const categories = useQuery(categoriesQuery());
  const payments = useQuery(paymentsQuery());
  const categoryNames = new Map(categories.data?.map((category) => [category._id, category.name]));
  const paymentNames = new Map(payments.data?.map((payment) => [payment._id, payment.name]));
  return {
    items: items.data,
    forecast: forecast.data,
    categoryName: (id) => (id ? categoryNames.get(id) : undefined),
    paymentName: (id) => (id ? paymentNames.get(id) : undefined),
    isError: items.isError,
  };
}
