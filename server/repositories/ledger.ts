import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  bankAccesses,
  budgets,
  categories,
  goods,
  invoices,
  linkedTransactions,
  objectives,
  onboardings,
  payments,
  profiles,
  transactionSeries,
  transactions,
} from '../db/schema.ts';
import { DEFAULT_WALLET } from './users.ts';

/** The user's money data as a whole: what a reset removes, what the story export reads. */
export function ledgerRepository(db: Executor) {
  return {
    /** Removes every money record but keeps the account, its categories and the cash wallet. */
    async reset(userId: string): Promise<void> {
      // The onboarding's rows and goods go with it (decisions 400, 401), and the financial profile
      // its save wrote (decision 252), so achievements start over with the money.
      await db.delete(onboardings).where(eq(onboardings.userId, userId));
      await db.delete(profiles).where(eq(profiles.userId, userId));
      await db.delete(goods).where(eq(goods.userId, userId));
      await db.delete(linkedTransactions).where(eq(linkedTransactions.userId, userId));
      await db.delete(transactions).where(eq(transactions.userId, userId));
      await db.delete(transactionSeries).where(eq(transactionSeries.userId, userId));
      await db.delete(invoices).where(eq(invoices.userId, userId));
      await db.delete(objectives).where(eq(objectives.userId, userId));
      await db.delete(budgets).where(eq(budgets.userId, userId));
      await db.delete(payments).where(and(eq(payments.userId, userId), eq(payments.isDefault, false)));
      await db.delete(bankAccesses).where(eq(bankAccesses.userId, userId));
      const [wallet] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.isDefault, true)));
      if (wallet) await db.update(payments).set({ initialBalance: '0' }).where(eq(payments.id, wallet.id));
      else await db.insert(payments).values({ userId, ...DEFAULT_WALLET, isDefault: true });
    },

    story(userId: string) {
      return db
        .select({
          date: transactions.date,
          name: transactions.name,
          description: transactions.description,
          category: categories.name,
          transactionType: transactions.transactionType,
          value: transactions.value,
          payment: payments.name,
          paid: transactions.paid,
          bankingOperationType: transactions.bankingOperationType,
          paysInvoice: sql<boolean>`${transactions.paymentInvoiceReferenceId} is not null`,
          carriesInvoice: sql<boolean>`${transactions.invoiceReferenceId} is not null`,
          recurrent: transactions.recurrent,
          recurrentIndex: transactions.recurrentIndex,
          lastInstallment: transactions.lastInstallment,
        })
        .from(transactions)
        .leftJoin(categories, eq(categories.id, transactions.categoryId))
        .leftJoin(payments, eq(payments.id, transactions.paymentId))
        .where(eq(transactions.userId, userId))
        .orderBy(asc(transactions.date), asc(transactions.createdAt));
    },

    /** Each wallet's opening balance that is not zero: with the paid rows, it makes the balance. */
    openingBalances(userId: string) {
      return db
        .select({ createdAt: payments.createdAt, payment: payments.name, value: payments.initialBalance })
        .from(payments)
        .where(and(eq(payments.userId, userId), ne(payments.initialBalance, '0')))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    async defaultWallet(userId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.isDefault, true)));
      return row;
    },

    async walletsOf(userId: string) {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), ne(payments.archived, true)));
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
