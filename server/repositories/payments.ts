import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { objectives, payments, transactions } from '../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChange = Partial<Omit<NewPayment, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

const CENTS = sql<string>`coalesce(sum(${transactions.value}) * 100, 0)::bigint::text`;

/**
 * Before wallets go (their rows cascade), the rows elsewhere that only made sense with theirs: the
 * other half of each bank operation they took part in (decision 104), and the carries of the
 * invoices they paid (decision 124), which a deleted payment takes with it. Left behind, a cash
 * wallet kept a withdrawal from nowhere that no one could edit.
 */
export async function deleteCounterparts(db: Executor, walletIds: string[]): Promise<void> {
  if (walletIds.length === 0) return;
  const onWallets = inArray(transactions.paymentId, walletIds);
  const operations = db
    .select({ id: transactions.bankingOperationReferenceId })
    .from(transactions)
    .where(and(onWallets, isNotNull(transactions.bankingOperationReferenceId)));
  const paidInvoices = db
    .select({ id: transactions.paymentInvoiceReferenceId })
    .from(transactions)
    .where(and(onWallets, isNotNull(transactions.paymentInvoiceReferenceId)));
  await db
    .delete(transactions)
    .where(
      or(
        inArray(transactions.bankingOperationReferenceId, operations),
        inArray(transactions.invoiceReferenceId, paidInvoices),
      ),
    );
}

export function paymentsRepository(db: Executor) {
  /** Paid movement of several wallets together, up to a day: one read however many wallets. */
  async function movementCentsOfAll(paymentIds: string[], until: string): Promise<number> {
    if (paymentIds.length === 0) return 0;
    const [row] = await db
      .select({ cents: CENTS })
      .from(transactions)
      .where(
        and(
          inArray(transactions.paymentId, paymentIds),
          eq(transactions.paid, true),
          lte(transactions.date, until),
        ),
      );
    return Number(row?.cents ?? 0);
  }

  return {
    listFor(userIds: string[]): Promise<PaymentRow[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.userId, userIds), eq(payments.archived, false)))
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    /** Every credit card's id, of every person: a data upgrade walks them (server/upgrades.ts). */
    async creditCardIds(): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.type, 'credit'))
        .orderBy(asc(payments.id));
      return rows.map((row) => row.id);
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * Holds the wallet's row until the transaction ends, so two moves cannot spend one balance and
     * two writes on a card cannot reconcile its credits over each other. Not FOR UPDATE: every row
     * inserted on the wallet holds a key-share lock on it, which FOR UPDATE waits for, so two writes
     * that each inserted a row and then asked for the lock deadlocked on PostgreSQL (audit Y3).
     */
    async lock(id: string): Promise<void> {
      await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('no key update');
    },

    async create(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },

    async update(id: string, change: PaymentChange): Promise<PaymentRow | undefined> {
      // A patch may set nothing (a card's limit sent for a wallet): the row stays as it is.
      if (Object.values(change).every((value) => value === undefined)) {
        const [same] = await db.select().from(payments).where(eq(payments.id, id));
        return same;
      }
      const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
      return row;
    },

    /** The wallet and what the confirmation says goes with it; its rows and invoices cascade. */
    async delete(id: string): Promise<void> {
      await deleteCounterparts(db, [id]);
      await db.delete(objectives).where(eq(objectives.paymentId, id));
      await db.delete(payments).where(eq(payments.id, id));
    },

    /** Paid rows of a wallet up to a date (inclusive), in cents, without the initial value. */
    movementCents: (paymentId: string, until: string) => movementCentsOfAll([paymentId], until),
    movementCentsOfAll,
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
