import { and, asc, eq, getTableColumns, gte, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { categories, payments, transactions, users } from '../db/schema.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type TransactionChange = Partial<Omit<NewTransaction, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** A row with what the wire shows beside it: category, payment and owner. */
export interface DetailedTransaction extends TransactionRow {
  categoryName: string | null;
  categoryGroup: string | null;
  paymentName: string | null;
  paymentType: string | null;
  userName: string;
  userImage: string | null;
}

export interface TransactionFilter {
  userIds: string[];
  start?: string;
  end?: string;
}

const joinedColumns = {
  categoryName: categories.name,
  categoryGroup: categories.group,
  paymentName: payments.name,
  paymentType: payments.type,
  userName: users.name,
  userImage: users.image,
};

// Flat selections: drizzle maps a nested `{ row: transactions }` selection about three times
// slower than the same columns side by side, which dominated a month's listing (bench/RESULTS.md).
const detailedColumns = { ...getTableColumns(transactions), ...joinedColumns };

/** Only what the wire shows: a listing of a month reads hundreds of rows at once. */
const listedColumns = {
  id: transactions.id,
  name: transactions.name,
  value: transactions.value,
  date: transactions.date,
  paid: transactions.paid,
  categoryId: transactions.categoryId,
  categoryName: categories.name,
  categoryGroup: categories.group,
  paymentId: transactions.paymentId,
  paymentName: payments.name,
  userId: transactions.userId,
  userName: users.name,
  userImage: users.image,
  description: transactions.description,
  transactionType: transactions.transactionType,
  recurrent: transactions.recurrent,
  recurrentType: transactions.recurrentType,
  recurrentIndex: transactions.recurrentIndex,
  lastInstallment: transactions.lastInstallment,
  recurrentTransactionId: transactions.recurrentTransactionId,
  externalId: transactions.externalId,
  bankingOperationType: transactions.bankingOperationType,
  bankingOperationReferenceId: transactions.bankingOperationReferenceId,
  bankingOperationPayment: transactions.bankingOperationPayment,
  invoiceReferenceId: transactions.invoiceReferenceId,
  paymentInvoiceReferenceId: transactions.paymentInvoiceReferenceId,
  createdAt: transactions.createdAt,
  updatedAt: transactions.updatedAt,
};

/** The fields of a row the API answers with (what `presentTransaction` reads). */
export type ListedTransaction = Pick<DetailedTransaction, keyof typeof listedColumns>;

export function transactionsRepository(db: Executor) {
  const detailed = () =>
    db
      .select(detailedColumns)
      .from(transactions)
      .innerJoin(users, eq(users.id, transactions.userId))
      .leftJoin(categories, eq(categories.id, transactions.categoryId))
      .leftJoin(payments, eq(payments.id, transactions.paymentId));

  return {
    async list(filter: TransactionFilter): Promise<ListedTransaction[]> {
      if (filter.userIds.length === 0) return [];
      const where = [inArray(transactions.userId, filter.userIds)];
      if (filter.start) where.push(gte(transactions.date, filter.start));
      if (filter.end) where.push(lte(transactions.date, filter.end));
      return db
        .select(listedColumns)
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .leftJoin(categories, eq(categories.id, transactions.categoryId))
        .leftJoin(payments, eq(payments.id, transactions.paymentId))
        .where(and(...where))
        .orderBy(asc(transactions.date), asc(transactions.createdAt), asc(transactions.id));
    },

    async findDetailed(id: string): Promise<DetailedTransaction | undefined> {
      const [row] = await detailed().where(eq(transactions.id, id));
      return row;
    },

    async findDetailedMany(ids: string[]): Promise<DetailedTransaction[]> {
      if (ids.length === 0) return [];
      return detailed()
        .where(inArray(transactions.id, ids))
        .orderBy(asc(transactions.date), asc(transactions.createdAt));
    },

    async findById(id: string): Promise<TransactionRow | undefined> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row;
    },

    async insertMany(values: NewTransaction[]): Promise<TransactionRow[]> {
      if (values.length === 0) return [];
      // Series members are unique by (series, index): a concurrent top-up inserts nothing twice.
      return db.insert(transactions).values(values).onConflictDoNothing().returning();
    },

    async update(id: string, change: TransactionChange): Promise<TransactionRow | undefined> {
      const [row] = await db.update(transactions).set(change).where(eq(transactions.id, id)).returning();
      return row;
    },

    async deleteMany(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(transactions).where(inArray(transactions.id, ids));
    },

    seriesRows(seriesId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.recurrentTransactionId, seriesId))
        .orderBy(asc(transactions.recurrentIndex));
    },

    byBankingReference(referenceId: string): Promise<TransactionRow[]> {
      return db.select().from(transactions).where(eq(transactions.bankingOperationReferenceId, referenceId));
    },

    carriesOf(invoiceId: string): Promise<TransactionRow[]> {
      return db.select().from(transactions).where(eq(transactions.invoiceReferenceId, invoiceId));
    },

    /** How many open repetitions (no lastInstallment) the user holds (decision 311 bounds it). */
    async openRepetitionCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(distinct ${transactions.recurrentTransactionId})::int` })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.recurrent, true),
            isNull(transactions.lastInstallment),
          ),
        );
      return row?.count ?? 0;
    },

    /** Open repetitions (no lastInstallment) of the users whose last member is before `until`. */
    async openSeriesEndingBefore(userIds: string[], until: string) {
      if (userIds.length === 0) return [];
      return db
        .select({
          seriesId: transactions.recurrentTransactionId,
          lastIndex: max(transactions.recurrentIndex),
          lastDate: max(transactions.date),
          firstIndex: min(transactions.recurrentIndex),
        })
        .from(transactions)
        .where(
          and(
            inArray(transactions.userId, userIds),
            eq(transactions.recurrent, true),
            isNull(transactions.lastInstallment),
          ),
        )
        .groupBy(transactions.recurrentTransactionId)
        .having(sql`max(${transactions.date}) < ${until}`);
    },

    async seriesMember(seriesId: string, index: number): Promise<TransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(transactions)
        .where(
          and(eq(transactions.recurrentTransactionId, seriesId), eq(transactions.recurrentIndex, index)),
        );
      return row;
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
