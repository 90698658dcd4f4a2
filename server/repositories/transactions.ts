import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { categories, payments, transactionSeries, transactions, users } from '../db/schema.ts';
import { SHARED_FIELDS } from '../domain/series-changes.ts';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type TransactionChange = Partial<Omit<NewTransaction, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;
/** A repetition's record (decision 106): anchor, highest index ever made and template. */
export type SeriesRecord = typeof transactionSeries.$inferSelect;
type NewSeriesRecord = typeof transactionSeries.$inferInsert;

/** What a repetition's later members are made of; an applyForAll edit changes it (decision 106). */
export type SeriesTemplate = Partial<Pick<SeriesRecord, (typeof SHARED_FIELDS)[number]>>;

/**
 * The records of the repetitions among rows being inserted: a new repetition's first row is its
 * anchor and template; for one already recorded only a higher highest index counts (the upsert).
 */
function seriesRecordsOf(values: NewTransaction[]): NewSeriesRecord[] {
  const records = new Map<string, NewSeriesRecord>();
  for (const row of values) {
    const { recurrentTransactionId: id, recurrentIndex: index, recurrentType } = row;
    if (!row.recurrent || !id || !index || !recurrentType) continue;
    const known = records.get(id);
    const highestIndex = Math.max(index, known?.highestIndex ?? index);
    if (known && known.anchorIndex <= index) {
      known.highestIndex = highestIndex;
      continue;
    }
    records.set(id, {
      id,
      userId: row.userId,
      recurrentType,
      anchorIndex: index,
      anchorDate: row.date,
      highestIndex,
      transactionType: row.transactionType,
      name: row.name,
      description: row.description,
      value: row.value,
      paymentId: row.paymentId,
      categoryId: row.categoryId,
    });
  }
  return [...records.values()];
}

/** A row with what the wire shows beside it: category, payment and owner. */
export interface DetailedTransaction extends TransactionRow {
  /** Whether the row's invoice has had a payment (decision 125). */
  invoicePaid: boolean;
  /** Whether a calendar item was made from the row (decision 466). */
  inCalendar: boolean;
  categoryName: string | null;
  categoryGroup: string | null;
  paymentName: string | null;
  paymentType: string | null;
  userName: string;
  userImage: string | null;
}

export interface TransactionSearch {
  userIds: string[];
  /** What to find, as typed: compared without case or accents (decision 362). */
  text: string;
  limit: number;
  offset: number;
}

/** `text` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
/** The same normalisation as the trigram index of migration 0011, on both sides of the match. */
const normal = (value: unknown) => sql`search_normal(${value})`;

export interface TransactionFilter {
  userIds: string[];
  start?: string;
  end?: string;
}

/**
 * The rule of decision 125 (`anyPaid`): what the invoice's payments sent to it is above zero. Only
 * card purchases have an invoice; the index on the payment reference answers each in one probe.
 */
const invoicePaid = sql<boolean>`(${transactions.invoiceId} is not null and coalesce((
  select sum(-paying.value) from transactions paying
  where paying.payment_invoice_reference_id = ${transactions.invoiceId}), 0) > 0)`;

/** A row gives at most one calendar item, which keeps the row it came from (decision 466). */
const inCalendar = sql<boolean>`exists (select 1 from linked_transactions item
  where item.source_transaction_id = ${transactions.id})`;

const joinedColumns = {
  invoicePaid,
  inCalendar,
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
  objectiveId: transactions.objectiveId,
  invoicePaid,
  inCalendar,
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

    /** One page of matches by name, category name or wallet name, newest first, and their count. */
    async search(filter: TransactionSearch): Promise<{ rows: ListedTransaction[]; total: number }> {
      if (filter.userIds.length === 0) return { rows: [], total: 0 };
      const pattern = normal(containing(filter.text));
      // Categories and wallets are few: their matching ids are read first, so the rows' match is an
      // OR of index lookups (trigram on the name, b-tree on category and wallet). As subqueries
      // the planner cannot use those indexes and normalises every row's name (seconds at 100k rows).
      const [categoryIds, paymentIds] = await Promise.all([
        db
          .select({ id: categories.id })
          .from(categories)
          .where(sql`${normal(categories.name)} like ${pattern}`),
        db
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(inArray(payments.userId, filter.userIds), sql`${normal(payments.name)} like ${pattern}`),
          ),
      ]);
      const matches = and(
        inArray(transactions.userId, filter.userIds),
        or(
          sql`${normal(transactions.name)} like ${pattern}`,
          inArray(
            transactions.categoryId,
            categoryIds.map((row) => row.id),
          ),
          inArray(
            transactions.paymentId,
            paymentIds.map((row) => row.id),
          ),
        ),
      );
      const rows = await db
        .select({ ...listedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .leftJoin(categories, eq(categories.id, transactions.categoryId))
        .leftJoin(payments, eq(payments.id, transactions.paymentId))
        .where(matches)
        .orderBy(desc(transactions.date), desc(transactions.createdAt), desc(transactions.id))
        .limit(filter.limit)
        .offset(filter.offset);
      if (rows.length > 0 || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the last one still says how many there are.
      const [count] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(transactions)
        .where(matches);
      return { rows, total: count?.total ?? 0 };
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
      const inserted = await db.insert(transactions).values(values).onConflictDoNothing().returning();
      const records = seriesRecordsOf(values);
      if (records.length > 0)
        await db
          .insert(transactionSeries)
          .values(records)
          .onConflictDoUpdate({
            target: transactionSeries.id,
            set: { highestIndex: sql`greatest(${transactionSeries.highestIndex}, excluded.highest_index)` },
          });
      return inserted;
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

    /** The user's bank-imported rows of one name ('aplicar a todos os lançamentos com mesmo nome'). */
    importedNamed(userId: string, name: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.name, name),
            isNotNull(transactions.externalId),
          ),
        );
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

    /** The records of the users' open repetitions: those with a member not closed by a stop. */
    async openSeries(userIds: string[]): Promise<SeriesRecord[]> {
      if (userIds.length === 0) return [];
      const open = db
        .selectDistinct({ id: transactions.recurrentTransactionId })
        .from(transactions)
        .where(
          and(
            inArray(transactions.userId, userIds),
            eq(transactions.recurrent, true),
            isNull(transactions.lastInstallment),
          ),
        );
      return db
        .select()
        .from(transactionSeries)
        .where(and(inArray(transactionSeries.userId, userIds), inArray(transactionSeries.id, open)))
        .orderBy(asc(transactionSeries.id));
    },

    /** An applyForAll edit of a repetition (decision 106): its later members are made of this. */
    async adoptSeriesTemplate(seriesId: string, change: TransactionChange): Promise<void> {
      const template: SeriesTemplate = Object.fromEntries(
        SHARED_FIELDS.filter((field) => change[field] !== undefined).map((field) => [field, change[field]]),
      );
      if (Object.keys(template).length === 0) return;
      await db.update(transactionSeries).set(template).where(eq(transactionSeries.id, seriesId));
    },
  };
}

export type TransactionsRepository = ReturnType<typeof transactionsRepository>;
