import type { BudgetGroup, ChatRoute } from './intents.ts';

/** Amounts are integer centavos; months 'YYYY-MM'; dates 'YYYY-MM-DD'. */
export interface Period {
  month: string;
  /** Whether the month is the current one ('este mês') or another ('em março'). */
  current: boolean;
  /** Another year's month is named with its year ('em março de 2025'). */
  otherYear?: boolean;
  /** The message asked for a day, a week or a year; the reply says it answers by month. */
  byMonthOnly?: boolean;
}

/** Whose figures: the person asking (no name) or a family member (their first name). */
export interface Subject {
  memberName?: string;
}

export interface NamedAmount {
  name: string;
  cents: number;
  date?: string;
}

/** What our own queries found for an intent: the reply is written from this and nothing else. */
export type Facts = Subject &
  (
    | { intent: 'spending'; period: Period; cents: number }
    | { intent: 'revenues'; period: Period; cents: number }
    | {
        intent: 'balance';
        period: Period;
        /** What the wallets held as the month opened; 0 with 'Somar saldo' off. */
        opening: number;
        revenues: number;
        outgoings: number;
        balance: number;
      }
    | { intent: 'categorySpending'; period: Period; name: string; spent: number; planned: number }
    | { intent: 'groupSpending'; period: Period; group: BudgetGroup; spent: number; planned: number }
    | { intent: 'dueTomorrow'; items: NamedAmount[]; calendarPrivate?: boolean }
    | {
        intent: 'dueWeek';
        until: string;
        items: NamedAmount[];
        calendarPrivate?: boolean;
        /** A planner never opens the calendar (spec 1): the week links elsewhere. */
        calendarHidden?: boolean;
      }
    | {
        intent: 'openInvoice';
        invoices: Array<{
          cardId: string;
          card: string;
          /** First name of the family member whose card it is, when not the person asking's. */
          owner?: string;
          close: string;
          due: string;
          cents: number;
          paid: boolean;
          /** The card's closed invoices still owed, as the reminder e-mail lists them. */
          unpaid: Array<{ due: string; cents: number }>;
        }>;
      }
    | {
        intent: 'objective';
        objectives: Array<{ name: string; saved: number; total: number }>;
        named: boolean;
        /** A family member's objectives: theirs alone (decision 330), so none are read. */
        private?: boolean;
      }
    | { intent: 'largestExpenses'; period: Period; items: NamedAmount[] }
    | { intent: 'navigate'; route: ChatRoute; payment?: { id: string; name: string }; hidden?: boolean }
    | {
        intent: 'help';
        /** A planner is not offered the calendar as the example of a screen to open. */
        calendarHidden?: boolean;
      }
  );
