import { and, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { budgets, invoices, transactions } from '../db/schema.ts';

const CENTS = sql<string>`coalesce(sum(${transactions.value}) * 100, 0)::bigint::text`;
const MONTH = sql<string>`to_char(${transactions.date}, 'YYYY-MM')`;

export interface SumFilter {
  userIds: string[];
  start: string;
  end: string;
  categoryIds?: string[];
  paymentId?: string;
  paidOnly?: boolean;
}

export interface TypeSum {
  transactionType: string;
  cents: number;
}

export interface MonthGroupSum extends TypeSum {
  month: string;
}

/**
 * Group sums leave own-wallet movements out (decision 105): bank operations, invoice payments and
 * the carries those payments book into the next invoice (decision 124).
 */
function summaryWhere(filter: SumFilter): SQL | undefined {
  const where = [
    inArray(transactions.userId, filter.userIds),
    gte(transactions.date, filter.start),
    lte(transactions.date, filter.end),
    isNull(transactions.bankingOperationReferenceId),
    isNull(transactions.paymentInvoiceReferenceId),
    isNull(transactions.invoiceReferenceId),
  ];
  if (filter.categoryIds?.length) where.push(inArray(transactions.categoryId, filter.categoryIds));
  if (filter.paymentId) where.push(eq(transactions.paymentId, filter.paymentId));
  if (filter.paidOnly) where.push(eq(transactions.paid, true));
  return and(...where);
}

/** Sums in SQL over NUMERIC, read back as integer cents: never a float sum. */
export function balancesRepository(db: Executor) {
  return {
    async monthGroupSums(filter: SumFilter): Promise<MonthGroupSum[]> {
      if (filter.userIds.length === 0) return [];
      const rows = await db
        .select({ month: MONTH, transactionType: transactions.transactionType, cents: CENTS })
        .from(transactions)
        .where(summaryWhere(filter))
        .groupBy(MONTH, transactions.transactionType);
      return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
    },

    /** The same sums per person and type over the whole period: a planner's list of clients at once. */
    async userGroupSums(filter: SumFilter): Promise<Map<string, TypeSum[]>> {
      const byUser = new Map<string, TypeSum[]>();
      if (filter.userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: transactions.userId, transactionType: transactions.transactionType, cents: CENTS })
        .from(transactions)
        .where(summaryWhere(filter))
        .groupBy(transactions.userId, transactions.transactionType);
      for (const { userId, transactionType, cents } of rows)
        byUser.set(userId, [...(byUser.get(userId) ?? []), { transactionType, cents: Number(cents) }]);
      return byUser;
    },

    /**
     * Card instalment rows (lastInstallment > 1 on a credit card, not a stopped repetition's kept
     * members, which stay recurrent) per month, in cents.
     */
    async monthInstallmentSums(filter: SumFilter, cardIds: string[]): Promise<Map<string, number>> {
      if (filter.userIds.length === 0 || cardIds.length === 0) return new Map();
      const rows = await db
        .select({ month: MONTH, cents: CENTS })
        .from(transactions)
        .where(
          and(
            summaryWhere(filter),
            inArray(transactions.paymentId, cardIds),
            sql`${transactions.lastInstallment} > 1`,
            eq(transactions.recurrent, false),
          ),
        )
        .groupBy(MONTH);
      return new Map(rows.map((row) => [row.month, Number(row.cents)]));
    },

    /**
     * Paid movements per month of the given wallets up to `until`, in cents. A card's carry rows
     * stay out: they are part of a payment, which `cardPaymentMonthSums` counts (decision 124).
     */
    async walletMonthSums(paymentIds: string[], until: string): Promise<Map<string, number>> {
      if (paymentIds.length === 0) return new Map();
      const rows = await db
        .select({ month: MONTH, cents: CENTS })
        .from(transactions)
        .where(
          and(
            inArray(transactions.paymentId, paymentIds),
            eq(transactions.paid, true),
            lte(transactions.date, until),
            isNull(transactions.invoiceReferenceId),
          ),
        )
        .groupBy(MONTH);
      return new Map(rows.map((row) => [row.month, Number(row.cents)]));
    },

    /** Payments made towards a card's invoices per month up to `until`, in cents (positive). */
    async cardPaymentMonthSums(cardId: string, until: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ month: MONTH, cents: CENTS })
        .from(transactions)
        .innerJoin(invoices, eq(invoices.id, transactions.paymentInvoiceReferenceId))
        .where(and(eq(invoices.paymentId, cardId), lte(transactions.date, until)))
        .groupBy(MONTH);
      return new Map(rows.map((row) => [row.month, -Number(row.cents)]));
    },

    /**
     * Planned amounts of the budget's expense and investment lines per month, in cents; optionally
     * only some categories, or only some cards (`types`, e.g. `debts`).
     */
    async plannedByMonth(
      userIds: string[],
      start: string,
      end: string,
      categoryIds?: string[],
      types?: string[],
    ) {
      if (userIds.length === 0) return new Map<string, number>();
      const lineCategory = sql`case jsonb_typeof(line->'category') when 'string' then line->>'category' else line->'category'->>'_id' end`;
      const categoryFilter = categoryIds?.length
        ? sql`and ${lineCategory} in (${sql.join(
            categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``;
      const typeFilter = types?.length
        ? sql`and line->>'type' in (${sql.join(
            types.map((type) => sql`${type}`),
            sql`, `,
          )})`
        : sql``;
      const rows = await db
        .select({
          month: sql<string>`to_char(${budgets.month}, 'YYYY-MM')`,
          cents: sql<string>`coalesce(sum((
            select coalesce(sum(abs((line->>'value')::numeric)), 0)
            from jsonb_array_elements(${budgets.lines}) as line
            where coalesce(line->>'type', '') <> 'revenues' ${categoryFilter} ${typeFilter}
          )) * 100, 0)::bigint::text`,
        })
        .from(budgets)
        .where(
          and(
            inArray(budgets.userId, userIds),
            gte(budgets.month, start.slice(0, 8).concat('01')),
            lte(budgets.month, end),
          ),
        )
        .groupBy(budgets.month);
      return new Map(rows.map((row) => [row.month, Number(row.cents)]));
    },
  };
}

export type BalancesRepository = ReturnType<typeof balancesRepository>;
