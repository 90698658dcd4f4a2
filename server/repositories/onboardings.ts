import { and, asc, desc, eq, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { goods, invoices, onboardings, transactions } from '../db/schema.ts';
import { lockPerson } from './users.ts';

export type GoodRow = typeof goods.$inferSelect;
export type NewGood = typeof goods.$inferInsert;

/** A person's onboarding and the goods it stored (decisions 400 and 401). */
export function onboardingsRepository(db: Executor) {
  return {
    /**
     * Removes the person's previous onboarding with its rows and goods (foreign keys cascade), and
     * the card invoices only those rows filled; answers how many entries (series once) it removed.
     * The person's row is locked first so two saves at once run one after the other.
     */
    async removePrevious(userId: string): Promise<number> {
      await lockPerson(db, userId);
      const [previous] = await db.select().from(onboardings).where(eq(onboardings.userId, userId));
      if (!previous) return 0;
      // The members a read added to its repetitions later carry no onboarding: found by their series.
      const series = (
        await db
          .selectDistinct({ id: transactions.recurrentTransactionId })
          .from(transactions)
          .where(
            and(eq(transactions.onboardingId, previous.id), isNotNull(transactions.recurrentTransactionId)),
          )
      ).map((row) => row.id as string);
      const ofSeries = and(
        eq(transactions.userId, userId),
        inArray(transactions.recurrentTransactionId, series),
      );
      const ofPrevious =
        series.length > 0
          ? or(eq(transactions.onboardingId, previous.id), ofSeries)
          : eq(transactions.onboardingId, previous.id);
      // A row marked paid is money that moved (decision 006): it stays, on its own, out of the
      // onboarding and of its series (a repetition left open would keep making members). Card
      // purchases are paid by definition (the card pays the shop): they go, as before.
      await db
        .update(transactions)
        .set({
          onboardingId: null,
          recurrent: false,
          recurrentType: null,
          recurrentTransactionId: null,
          recurrentIndex: null,
          lastInstallment: null,
        })
        .where(and(ofPrevious, eq(transactions.paid, true), isNull(transactions.invoiceId)));
      if (series.length > 0)
        await db.delete(transactions).where(and(isNull(transactions.onboardingId), ofSeries));
      const [counted] = await db
        .select({
          entries: sql<number>`count(distinct coalesce(${transactions.recurrentTransactionId}, ${transactions.id}))::int`,
        })
        .from(transactions)
        .where(eq(transactions.onboardingId, previous.id));
      const filled = await db
        .selectDistinct({ id: transactions.invoiceId })
        .from(transactions)
        .where(and(eq(transactions.onboardingId, previous.id), isNotNull(transactions.invoiceId)));
      await db.delete(onboardings).where(eq(onboardings.id, previous.id));
      const invoiceIds = filled.map((row) => row.id as string);
      if (invoiceIds.length > 0) {
        const used = db
          .select({ id: transactions.id })
          .from(transactions)
          .where(
            or(
              eq(transactions.invoiceId, invoices.id),
              eq(transactions.invoiceReferenceId, invoices.id),
              eq(transactions.paymentInvoiceReferenceId, invoices.id),
            ),
          );
        await db.delete(invoices).where(and(inArray(invoices.id, invoiceIds), notExists(used)));
      }
      return counted?.entries ?? 0;
    },

    async create(userId: string, month: string): Promise<string> {
      const [row] = await db.insert(onboardings).values({ userId, month }).returning({ id: onboardings.id });
      if (!row) throw new Error('onboarding insert returned nothing');
      return row.id;
    },

    async insertGoods(values: NewGood[]): Promise<number> {
      if (values.length === 0) return 0;
      return (await db.insert(goods).values(values).returning({ id: goods.id })).length;
    },

    /** The most valuable first: the balance of goods reads from the top. */
    listGoods(userId: string): Promise<GoodRow[]> {
      return db
        .select()
        .from(goods)
        .where(eq(goods.userId, userId))
        .orderBy(desc(goods.marketValue), asc(goods.id));
    },
  };
}

export type OnboardingsRepository = ReturnType<typeof onboardingsRepository>;
