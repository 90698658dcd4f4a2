import { compareDates, monthKeyOf, monthsBetween } from '../../src/lib/dates.ts';
import { isInvoiceSettled } from '../../src/lib/invoice-balance.ts';
import { monthlyInstallment, periodMonths } from './objectives.ts';
import type { Cents, IsoDate, MonthKey } from './types.ts';

/**
 * Tasks suggested from a person's own numbers (decision 480): five rules, each with its threshold,
 * evaluated on facts the server reads for the month; no I/O here.
 */

/** Variable spending must pass the plan by at least this much before it is worth a task (R$ 10,00). */
export const VARIABLE_EXCESS_MIN_CENTS = 1_000;
/** Card instalments above this share of the month's revenues (percent) call for a task. */
export const INSTALLMENTS_MAX_SHARE = 30;
/** A reserve covers this many months of the cost of living... */
export const RESERVE_MONTHS = 6;
/** ...built by putting aside this share of revenues every month (percent). */
export const RESERVE_SAVING_SHARE = 10;

export type SuggestionRule =
  | 'open-invoice'
  | 'card-installments'
  | 'variable-spending'
  | 'emergency-reserve'
  | 'objective-behind';

/** The order tasks are offered in: interest first, then commitments, then plans. */
export const SUGGESTION_RULES: readonly SuggestionRule[] = [
  'open-invoice',
  'card-installments',
  'variable-spending',
  'emergency-reserve',
  'objective-behind',
];

export interface ObjectiveFacts {
  name: string;
  total: Cents;
  initial: Cents;
  /** Deposits less redemptions so far. */
  paid: Cents;
  beginDate: IsoDate | null;
  finalDate: IsoDate | null;
  done: boolean;
}

export interface OpenInvoiceFacts {
  cardName: string;
  dueDate: IsoDate;
  /** What is still owed, positive. */
  owed: Cents;
}

export interface SuggestionFacts {
  today: IsoDate;
  /** This month's plan for variable ('noessential') spending; null when the month has no budget. */
  variablePlanned: Cents | null;
  /** Variable-category expenses booked this month, positive. */
  variableSpent: Cents;
  /** Revenues of the month: booked, else planned. */
  revenues: Cents;
  /** Card instalment rows of the month, positive. */
  installments: Cents;
  /** A profile that says it has savings, or an emergency-reserve objective holding money. */
  hasReserve: boolean;
  /** Monthly cost of living: the month's planned expenses, else last month's booked ones. */
  monthlyCost: Cents;
  objectives: readonly ObjectiveFacts[];
  /** Invoices whose due date has passed with money still owed. */
  openInvoices: readonly OpenInvoiceFacts[];
}

export type Suggestion =
  | { rule: 'open-invoice'; cardName: string; dueDate: IsoDate; owed: Cents; others: number }
  | { rule: 'card-installments'; installments: Cents; revenues: Cents; share: number; limit: Cents }
  | { rule: 'variable-spending'; planned: Cents; spent: Cents; excess: Cents }
  | { rule: 'emergency-reserve'; target: Cents; monthlyCost: Cents; monthlySaving: Cents }
  | { rule: 'objective-behind'; name: string; expected: Cents; paid: Cents; gap: Cents; total: Cents };

/** The latest invoice left open (the one to pay first), and how many others are open too. */
export function openInvoiceRule(invoices: readonly OpenInvoiceFacts[], today: IsoDate): Suggestion | null {
  // A cent short is paid (spec 2 §9, decision 124): only more than that leaves an invoice open.
  const overdue = invoices.filter(
    (invoice) => !isInvoiceSettled(-invoice.owed) && compareDates(invoice.dueDate, today) < 0,
  );
  const latest = overdue.toSorted((a, b) => compareDates(b.dueDate, a.dueDate))[0];
  if (!latest) return null;
  return { rule: 'open-invoice', ...latest, others: overdue.length - 1 };
}

export function installmentsRule(installments: Cents, revenues: Cents): Suggestion | null {
  if (revenues <= 0 || installments * 100 <= revenues * INSTALLMENTS_MAX_SHARE) return null;
  return {
    rule: 'card-installments',
    installments,
    revenues,
    share: Math.round((installments * 100) / revenues),
    limit: Math.floor((revenues * INSTALLMENTS_MAX_SHARE) / 100),
  };
}

export function variableSpendingRule(planned: Cents | null, spent: Cents): Suggestion | null {
  if (planned === null) return null;
  const excess = spent - planned;
  if (excess < VARIABLE_EXCESS_MIN_CENTS) return null;
  return { rule: 'variable-spending', planned, spent, excess };
}

export function reserveRule(hasReserve: boolean, monthlyCost: Cents, revenues: Cents): Suggestion | null {
  if (hasReserve || monthlyCost <= 0) return null;
  return {
    rule: 'emergency-reserve',
    target: monthlyCost * RESERVE_MONTHS,
    monthlyCost,
    monthlySaving: Math.round((Math.max(0, revenues) * RESERVE_SAVING_SHARE) / 100),
  };
}

/**
 * What an objective should hold by now: one instalment per month completed since the month it
 * began (all of it once the final month has passed). Null without a period or with nothing to save.
 */
export function expectedSaved(objective: ObjectiveFacts, today: IsoDate): Cents | null {
  const { beginDate, finalDate } = objective;
  if (!beginDate || !finalDate || objective.done) return null;
  const months = periodMonths(beginDate, finalDate);
  if (months === null || objective.total <= objective.initial) return null;
  const thisMonth: MonthKey = monthKeyOf(today);
  const elapsed = Math.max(0, Math.min(months, monthsBetween(monthKeyOf(beginDate), thisMonth)));
  const remaining = objective.total - objective.initial;
  // The instalment is rounded to the cent, so instalment × months may fall short of what remains.
  if (elapsed >= months) return remaining;
  return Math.min(remaining, monthlyInstallment(objective.total, objective.initial, months) * elapsed);
}

/** The objective furthest behind, when it misses at least one full instalment. */
export function objectiveRule(objectives: readonly ObjectiveFacts[], today: IsoDate): Suggestion | null {
  let worst: Extract<Suggestion, { rule: 'objective-behind' }> | null = null;
  for (const objective of objectives) {
    const expected = expectedSaved(objective, today);
    if (expected === null) continue;
    const months = periodMonths(objective.beginDate as IsoDate, objective.finalDate as IsoDate) as number;
    const installment = monthlyInstallment(objective.total, objective.initial, months);
    const gap = expected - objective.paid;
    if (installment <= 0 || gap < installment) continue;
    if (!worst || gap > worst.gap)
      worst = {
        rule: 'objective-behind',
        name: objective.name,
        expected,
        paid: objective.paid,
        gap,
        total: objective.total,
      };
  }
  return worst;
}

/** Every rule that fires for these facts, in SUGGESTION_RULES order. */
export function suggestTasks(facts: SuggestionFacts): Suggestion[] {
  return [
    openInvoiceRule(facts.openInvoices, facts.today),
    installmentsRule(facts.installments, facts.revenues),
    variableSpendingRule(facts.variablePlanned, facts.variableSpent),
    reserveRule(facts.hasReserve, facts.monthlyCost, facts.revenues),
    objectiveRule(facts.objectives, facts.today),
  ].filter((suggestion): suggestion is Suggestion => suggestion !== null);
}
