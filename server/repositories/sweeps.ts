import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  bankAccesses,
  invoices,
  jobs,
  linkedTransactions,
  subscriptionInvoices,
  subscriptions,
  transactions,
  users,
} from '../db/schema.ts';

const CENTS = (column: typeof transactions.value | typeof linkedTransactions.value) =>
  sql<string>`(${column} * 100)::bigint::text`;

/** What the periodic jobs look for (decisions 471-473): all reads, each bounded by an index. */
export function sweepsRepository(db: Executor) {
  return {
    /**
     * Active accounts with reminders on whose preferred time lies in `from`..`to` ('HH:MM') and whose
     * reminder for `date` is not scheduled yet (its job key is `reminder:<user>:<date>`).
     */
    reminderCandidates(date: string, from: string, to: string, limit: number): Promise<{ id: string }[]> {
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.notifications, true),
            eq(users.active, true),
            gte(users.notificationTime, from),
            lte(users.notificationTime, to),
            sql`not exists (select 1 from ${jobs} where ${jobs.key} = 'reminder:' || ${users.id} || ':' || ${date})`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
    },

    /**
     * When the latest run of a periodic job (keys `<name>@<ISO start>`, runner.ts) before the one
     * keyed `before` was scheduled, if one was since `since`: a process was up then. Read through
     * the key's unique index; ISO instants of one length sort as the instants do.
     */
    async lastPeriodBefore(name: string, before: string, since: Date): Promise<Date | null> {
      const [row] = await db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(
          and(gte(jobs.key, `${name}@${since.toISOString()}`), lt(jobs.key, before), eq(jobs.name, name)),
        )
        .orderBy(desc(jobs.key))
        .limit(1);
      return row?.runAt ?? null;
    },

    /** The user's own rows dated `date`, with what `dueOn` needs. */
    async rowsOn(userId: string, date: string) {
      const rows = await db
        .select({
          name: transactions.name,
          cents: CENTS(transactions.value),
          date: transactions.date,
          paid: transactions.paid,
          transactionType: transactions.transactionType,
          internal: sql<boolean>`(${transactions.bankingOperationReferenceId} is not null or ${transactions.paymentInvoiceReferenceId} is not null)`,
        })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), eq(transactions.date, date)));
      return rows.map(({ cents, ...row }) => ({ ...row, value: Number(cents) }));
    },

    async calendarItems(userId: string) {
      const rows = await db
        .select({
          name: linkedTransactions.name,
          cents: CENTS(linkedTransactions.value),
          day: linkedTransactions.day,
          transactionType: linkedTransactions.transactionType,
          lastPaymentDate: linkedTransactions.lastPaymentDate,
        })
        .from(linkedTransactions)
        .where(eq(linkedTransactions.userId, userId));
      return rows.map(({ cents, ...row }) => ({ ...row, value: Number(cents) }));
    },

    /** The user's invoices closed between the dates (inclusive), with their card's name. */
    closedInvoices(userId: string, closedFrom: string, closedTo: string) {
      return db
        .select({
          id: invoices.id,
          month: invoices.month,
          dueDate: invoices.dueDate,
          paymentId: invoices.paymentId,
        })
        .from(invoices)
        .where(
          and(
            eq(invoices.userId, userId),
            gte(invoices.closingDate, closedFrom),
            lte(invoices.closingDate, closedTo),
          ),
        )
        .orderBy(asc(invoices.dueDate));
    },

    /**
     * Active connections not synced for a day, and those never synced at all: the first import
     * follows the save within minutes, as its note promises (audit O7). Whether the bank is asked
     * to refresh first stays spec 2's rule (`needsRefresh`). Connections saved waiting for the
     * bank's authorisation too, so the provider is asked whether it came (audit AF1).
     */
    staleBankAccesses(before: Date, limit: number) {
      return db
        .select({
          id: bankAccesses.id,
          userId: bankAccesses.userId,
          status: bankAccesses.status,
          createdAt: bankAccesses.createdAt,
        })
        .from(bankAccesses)
        .where(
          and(
            isNotNull(bankAccesses.linkId),
            or(
              and(
                eq(bankAccesses.active, true),
                or(lt(bankAccesses.lastSynced, before), isNull(bankAccesses.lastSynced)),
              ),
              and(eq(bankAccesses.status, 'pending'), eq(bankAccesses.type, 'pluggy')),
            ),
          ),
        )
        .orderBy(asc(bankAccesses.id))
        .limit(limit);
    },

    /** Trial rows (plan 'no_plan', decision 430) that end between the two instants, with whom to tell. */
    trialsEnding(trialPlan: string, from: Date, to: Date) {
      return db
        .select({
          subscriptionId: subscriptions.id,
          userId: subscriptions.userId,
          endsAt: subscriptions.expireAt,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(
          and(
            or(
              eq(subscriptions.plan, trialPlan),
              // A checkout whose only charges were refused or expired reads as the trial (decision 479).
              and(
                eq(subscriptions.status, 'pending'),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(subscriptionInvoices)
                    .where(eq(subscriptionInvoices.subscriptionId, subscriptions.id)),
                ),
                notExists(
                  db
                    .select({ one: sql`1` })
                    .from(subscriptionInvoices)
                    .where(
                      and(
                        eq(subscriptionInvoices.subscriptionId, subscriptions.id),
                        notInArray(subscriptionInvoices.status, ['canceled', 'expired']),
                      ),
                    ),
                ),
              ),
            ),
            gte(subscriptions.expireAt, from),
            lte(subscriptions.expireAt, to),
            eq(users.active, true),
          ),
        );
    },
  };
}

export type SweepsRepository = ReturnType<typeof sweepsRepository>;
