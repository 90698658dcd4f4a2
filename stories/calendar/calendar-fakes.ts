import { HttpResponse, http, type RequestHandler } from 'msw';
import type { CalendarForecast, LinkedTransaction, LinkedTransactionPatch } from '@/api/gen/model';
import { currentMonth } from '@/lib/dates';
import { ME } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';

const item = (
  _id: string,
  name: string,
  value: number,
  day: number,
  transaction: Omit<LinkedTransaction['transaction'], 'name'>,
  lastPaymentDate: string | null = null,
): LinkedTransaction => ({
  _id,
  transaction: { name, ...transaction },
  user: ME,
  value,
  day,
  bankAccess: null,
  lastPaymentDate,
});

/** A month of calendar items against the money fakes' wallets and categories; rent is paid now. */
export function calendarItems(): LinkedTransaction[] {
  return [
    item('lk-salario', 'Salário', 6500, 5, {
      category: 'cat-salario',
      payment: 'pay-nubank',
      transactionType: 'revenues',
    }),
    item(
      'lk-aluguel',
      'Aluguel',
      -1800,
      10,
      { category: 'cat-moradia', payment: 'pay-nubank', transactionType: 'expenses' },
      new Date().toISOString(),
    ),
    item('lk-luz', 'Conta de luz Enel', -212.48, 10, {
      category: 'cat-moradia',
      payment: 'pay-nubank',
      transactionType: 'expenses',
    }),
    item('lk-netflix', 'Netflix', -55.9, 31, { payment: 'pay-card', transactionType: 'expenses' }),
  ];
}

export function forecastOf(items: readonly LinkedTransaction[]): CalendarForecast {
  const month = currentMonth();
  const pending = items
    .filter((entry) => !entry.lastPaymentDate?.startsWith(month))
    .reduce((sum, entry) => sum + Math.round(entry.value * 100), 0);
  const wallets = 600_000;
  const transactions = -30_000;
  return {
    month,
    wallets: wallets / 100,
    pendingLinked: pending / 100,
    pendingTransactions: transactions / 100,
    forecast: (wallets + pending + transactions) / 100,
  };
}

/** What the calendar calls see and change: PATCH pays (server clock) or un-pays, DELETE removes. */
export function calendarHandlers(items: LinkedTransaction[] = calendarItems()): RequestHandler[] {
  return [
    http.get('*/linkedtransactions', () => collection(items)),
    http.get('*/linkedtransactions/forecast', () => envelope(forecastOf(items))),
    http.patch('*/linkedtransactions/:id', async ({ params, request }) => {
      const index = items.findIndex((entry) => entry._id === params.id);
      const current = items[index];
      if (!current) return HttpResponse.json({ message: 'Não encontrado' }, { status: 404 });
      const patch = (await request.json()) as LinkedTransactionPatch;
      const paying =
        patch.lastPaymentDate === undefined
          ? {}
          : { lastPaymentDate: patch.lastPaymentDate && new Date().toISOString() };
      const updated: LinkedTransaction = {
        ...current,
        ...(patch.value !== undefined ? { value: patch.value } : {}),
        ...(patch.day !== undefined ? { day: patch.day } : {}),
        ...(patch.transaction ? { transaction: { ...current.transaction, ...patch.transaction } } : {}),
        ...paying,
      };
      items[index] = updated;
      return envelope(updated);
    }),
    http.delete('*/linkedtransactions/:id', ({ params }) => {
      const index = items.findIndex((entry) => entry._id === params.id);
      if (index >= 0) items.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
