import { useListCategories } from '@/api/gen/endpoints/categories/categories';
import {
  useGetCalendarForecast,
  useListLinkedTransactions,
} from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import type { CalendarForecast, Category, LinkedTransaction, Payment } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';

const itemsOf = <T>(response: { status: number; data: unknown }): T[] =>
  response.status === 200 ? ((response.data as { data: { items: T[] } }).data.items ?? []) : [];
const dataOf = <T>(response: { status: number; data: unknown }): T | undefined =>
  response.status === 200 ? (response.data as { data: T }).data : undefined;

export interface CalendarData {
  items: LinkedTransaction[] | undefined;
  forecast: CalendarForecast | undefined;
  categoryName: (id: string | undefined) => string | undefined;
  paymentName: (id: string | undefined) => string | undefined;
  isError: boolean;
}

/** The items, the month's forecast, and the names of the categories and wallets items point at. */
export function useCalendarData(month: IsoMonth): CalendarData {
  const items = useListLinkedTransactions({ query: { select: itemsOf<LinkedTransaction> } });
  const forecast = useGetCalendarForecast({ month }, { query: { select: dataOf<CalendarForecast> } });
  const categories = useListCategories({ query: { select: itemsOf<Category> } });
  const payments = useListPayments({ query: { select: itemsOf<Payment> } });
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
