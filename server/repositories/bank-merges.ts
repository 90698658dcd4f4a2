import { and, desc, eq, gte, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { bankMergeRefusals, transactions } from '../db/schema.ts';

/** A pair SQL found by amount, type and dates; the name rule (domain/bank-merge.ts) decides. */
export interface MergePair {
  importedId: string;
  manualId: string;
  importedName: string;
  manualName: string;
  value: string;
  importedDate: string;
  manualDate: string;
}

/** At most this many pairs are looked at per read: a person reviews them a few at a time. */
const MAX_PAIRS = 200;

export function bankMergesRepository(db: Executor) {
  return {
    /**
     * Rows imported since `since` and rows typed by hand with the same amount and type, at most
     * `maxDays` apart, not refused; the hand-typed row must be a plain one (no bank operation,
     * invoice payment or carry, objective movement or card instalment), latest imported first.
     */
    async pairs(userId: string, since: string, maxDays: number): Promise<MergePair[]> {
      const imported = alias(transactions, 'imported');
      const manual = alias(transactions, 'manual');
      return db
        .select({
          importedId: imported.id,
          manualId: manual.id,
          importedName: imported.name,
          manualName: manual.name,
          value: imported.value,
          importedDate: imported.date,
          manualDate: manual.date,
        })
        .from(imported)
        .innerJoin(
          manual,
          and(
            eq(manual.userId, imported.userId),
            eq(manual.value, imported.value),
            eq(manual.transactionType, imported.transactionType),
            sql`abs(${manual.date} - ${imported.date}) <= ${sql.raw(String(Math.trunc(maxDays)))}`,
            isNull(manual.externalId),
            isNull(manual.bankAccessId),
            isNull(manual.bankingOperationReferenceId),
            isNull(manual.paymentInvoiceReferenceId),
            isNull(manual.invoiceReferenceId),
            isNull(manual.objectiveId),
            // Not an instalment; a stopped repetition's members are closed with a count but recur.
            or(isNull(manual.lastInstallment), lte(manual.lastInstallment, 1), eq(manual.recurrent, true)),
          ),
        )
        .where(
          and(
            eq(imported.userId, userId),
            isNotNull(imported.externalId),
            isNotNull(imported.bankAccessId),
            gte(imported.date, since),
            notExists(
              db
                .select({ one: sql`1` })
                .from(bankMergeRefusals)
                .where(
                  and(
                    eq(bankMergeRefusals.importedId, imported.id),
                    eq(bankMergeRefusals.manualId, manual.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(desc(imported.date), imported.id, manual.id)
        .limit(MAX_PAIRS);
    },

    async refuse(userId: string, importedId: string, manualId: string): Promise<void> {
      await db
        .insert(bankMergeRefusals)
        .values({ userId, importedId, manualId })
        .onConflictDoNothing({ target: [bankMergeRefusals.importedId, bankMergeRefusals.manualId] });
    },
  };
}

export type BankMergesRepository = ReturnType<typeof bankMergesRepository>;
