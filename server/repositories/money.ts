import type { Executor } from '../db/client.ts';
import { balancesRepository } from './balances.ts';
import { categoriesRepository } from './categories.ts';
import { invoicesRepository } from './invoices.ts';
import { linkedTransactionsRepository } from './linked-transactions.ts';
import { paymentsRepository } from './payments.ts';
import { transactionsRepository } from './transactions.ts';

/** The money repositories (transactions, wallets, invoices, balances, categories, calendar). */
export function moneyRepositories(db: Executor) {
  return {
    transactions: transactionsRepository(db),
    payments: paymentsRepository(db),
    invoices: invoicesRepository(db),
    balances: balancesRepository(db),
    categories: categoriesRepository(db),
    linked: linkedTransactionsRepository(db),
  };
}
