import { balancesHandlers } from '../balances/handlers.ts';
import { categoriesHandlers } from '../categories/handlers.ts';
import { invoicesHandlers } from '../invoices/handlers.ts';
import { linkedTransactionsHandlers } from '../linkedtransactions/handlers.ts';
import { paymentsHandlers } from '../payments/handlers.ts';
import { transactionsHandlers } from '../transactions/handlers.ts';
import type { Handlers } from '../types.ts';

/** Every money operation: transactions, wallets, invoices, balances, categories, calendar items. */
export const moneyHandlers: Handlers = {
  ...transactionsHandlers,
  ...paymentsHandlers,
  ...invoicesHandlers,
  ...balancesHandlers,
  ...categoriesHandlers,
  ...linkedTransactionsHandlers,
};
