import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bankAccesses, payments, transactions } from '../db/schema.ts';
import { toCents } from '../domain/money.ts';
import { deleteCounterparts, type PaymentRow } from './payments.ts';

export type BankAccessRow = typeof bankAccesses.$inferSelect;
export type NewBankAccess = typeof bankAccesses.$inferInsert;
export type BankAccessChange = Partial<Omit<NewBankAccess, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

export function bankAccessesRepository(db: Executor) {
  const walletIds = async (id: string): Promise<string[]> => {
    const rows = await db.select({ id: payments.id }).from(payments).where(eq(payments.bankAccessId, id));
    return rows.map((row) => row.id);
  };

  return {
    listFor(userId: string): Promise<BankAccessRow[]> {
      return db
        .select()
        .from(bankAccesses)
        .where(eq(bankAccesses.userId, userId))
        .orderBy(asc(bankAccesses.createdAt), asc(bankAccesses.id));
    },

    async findById(id: string): Promise<BankAccessRow | undefined> {
      const [row] = await db.select().from(bankAccesses).where(eq(bankAccesses.id, id));
      return row;
    },

    async findByLinkId(linkId: string): Promise<BankAccessRow | undefined> {
      const [row] = await db.select().from(bankAccesses).where(eq(bankAccesses.linkId, linkId));
      return row;
    },

    /** Holds the connection until the transaction ends, so two syncs never import one row twice. */
    async lock(id: string): Promise<void> {
      await db
        .select({ id: bankAccesses.id })
        .from(bankAccesses)
        .where(eq(bankAccesses.id, id))
        .for('update');
    },

    async create(values: NewBankAccess): Promise<BankAccessRow> {
      const [row] = await db.insert(bankAccesses).values(values).returning();
      if (!row) throw new Error('bank access insert returned nothing');
      return row;
    },

    async update(id: string, change: BankAccessChange): Promise<BankAccessRow | undefined> {
      const [row] = await db.update(bankAccesses).set(change).where(eq(bankAccesses.id, id)).returning();
      return row;
    },

    /** The accounts and cards imported through these connections. */
    importedPayments(accessIds: string[]): Promise<PaymentRow[]> {
      if (accessIds.length === 0) return Promise.resolve([]);
      return (
        db
          .select()
          .from(payments)
          .where(and(inArray(payments.bankAccessId, accessIds), isNotNull(payments.externalId)))
          // One sync creates them in one database transaction, with one timestamp: the name decides.
          .orderBy(asc(payments.createdAt), asc(payments.name), asc(payments.id))
      );
    },

    /**
     * The accounts and cards the household's other connections to the same bank (connector) already
     * imported, as the bank numbers them, with whose connection it is (decision 026): `userIds` is
     * the person and the other active members of their family, whose figures are read together.
     */
    importedElsewhere(
      userIds: readonly string[],
      connector: string | null,
      exceptAccessId?: string,
    ): Promise<Array<Pick<PaymentRow, 'type' | 'accountNumber' | 'cardNumber' | 'userId'>>> {
      if (!connector || userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          type: payments.type,
          accountNumber: payments.accountNumber,
          cardNumber: payments.cardNumber,
          userId: bankAccesses.userId,
        })
        .from(payments)
        .innerJoin(bankAccesses, eq(payments.bankAccessId, bankAccesses.id))
        .where(
          and(
            inArray(bankAccesses.userId, [...userIds]),
            eq(bankAccesses.connector, connector),
            isNotNull(payments.externalId),
            ...(exceptAccessId ? [ne(bankAccesses.id, exceptAccessId)] : []),
          ),
        );
    },

    /** Every wallet a connection brought in: what its removal takes away. */
    walletIds,

    /** External ids of the transactions already imported through a connection. */
    async importedTransactionIds(accessId: string): Promise<Set<string>> {
      const rows = await db
        .select({ externalId: transactions.externalId })
        .from(transactions)
        .where(and(eq(transactions.bankAccessId, accessId), isNotNull(transactions.externalId)));
      return new Set(rows.map((row) => row.externalId as string));
    },

    /**
     * The rows imported onto a connection's wallet dated `from` or later, with the ids they came
     * under: what a migrated connection's legacy connector already brought in (decision 052).
     */
    async importedRowsOn(
      walletId: string,
      from: string,
    ): Promise<Array<{ externalId: string; date: string; cents: number }>> {
      const rows = await db
        .select({ externalId: transactions.externalId, date: transactions.date, value: transactions.value })
        .from(transactions)
        .where(
          and(
            eq(transactions.paymentId, walletId),
            isNotNull(transactions.externalId),
            gte(transactions.date, from),
          ),
        );
      return rows.map((row) => ({
        externalId: row.externalId as string,
        date: row.date,
        cents: toCents(row.value),
      }));
    },

    /**
     * The connection and its history: imported accounts and cards go, and with them (ON DELETE
     * CASCADE) every row booked on them, their invoices, and the rows imported through it.
     */
    async delete(id: string): Promise<void> {
      await deleteCounterparts(db, await walletIds(id));
      await db.delete(payments).where(eq(payments.bankAccessId, id));
      await db.delete(bankAccesses).where(eq(bankAccesses.id, id));
    },
  };
}

export type BankAccessesRepository = ReturnType<typeof bankAccessesRepository>;
