import type { BudgetGroup } from '../../src/lib/budget-groups.ts';
import { lastDayOfMonth } from '../../src/lib/dates.ts';
import type { Cents, MonthKey, Refusal } from './types.ts';

// The cards are the screens' too: one module for both (src/lib/budget-groups.ts).
export { BUDGET_GROUPS, type BudgetGroup, groupOfCategory } from '../../src/lib/budget-groups.ts';

export type BudgetRecurrence = 'monthly' | 'semiannual' | 'annual';

/** Catalogue texts of spec 3 section 5, verbatim. */
export const BUDGET_MESSAGES = {
  invalidValue: 'VALOR INVÁLIDO',
  exceedsRevenues: 'VALOR ULTRAPASSA AS RECEITAS',
  revenuesFirst: 'CADASTRE UMA RECEITA PRIMEIRO',
  requiredField: 'CAMPO OBRIGATÓRIO',
  notPlanned: 'Categoria não está inclusa no planejamento',
  // Not in the catalogue (decision 211): our own text for a second budget of one month.
  monthPlanned: 'Este mês já tem um planejamento',
} as const;

export const MAX_INSTALLMENTS = 999;

/** One planned category of a month, amount in cents (budgetValue is derived, never stored). */
export interface BudgetLine {
  _id: string;
  category: string;
  type: BudgetGroup;
  value: Cents;
  day?: number;
  paid?: boolean;
  lastInstallment?: number;
  recurrentType?: BudgetRecurrence;
  notCreateTransaction?: boolean;
}

export interface BudgetTotals {
  revenuesValue: Cents;
  essentialValue: Cents;
  noessentialValue: Cents;
  debtsValue: Cents;
  investimentValue: Cents;
  essentialSpending: number;
  noessentialSpending: number;
  debtsSpending: number;
  investimentSpending: number;
}

/** Share of revenues in percent, two decimals; 0 without revenues. */
export function percentOf(cents: Cents, revenues: Cents): number {
  if (revenues <= 0) return 0;
  return Math.round((cents * 10_000) / revenues) / 100;
}

/** Percent of revenues to cents, rounded half up (investments are relative to revenues too). */
export function centsOfPercent(percent: number, revenues: Cents): Cents {
  return Math.round((revenues * Math.round(percent * 100)) / 10_000);
}

export function groupSum(lines: readonly BudgetLine[], group: BudgetGroup): Cents {
  return lines.filter((line) => line.type === group).reduce((total, line) => total + line.value, 0);
}

export function budgetTotals(lines: readonly BudgetLine[]): BudgetTotals {
  const revenuesValue = groupSum(lines, 'revenues');
  const essentialValue = groupSum(lines, 'essential');
  const noessentialValue = groupSum(lines, 'noessential');
  const debtsValue = groupSum(lines, 'debts');
  const investimentValue = groupSum(lines, 'investiment');
  return {
    revenuesValue,
    essentialValue,
    noessentialValue,
    debtsValue,
    investimentValue,
    essentialSpending: percentOf(essentialValue, revenuesValue),
    noessentialSpending: percentOf(noessentialValue, revenuesValue),
    debtsSpending: percentOf(debtsValue, revenuesValue),
    investimentSpending: percentOf(investimentValue, revenuesValue),
  };
}

/** Planned revenues minus everything planned out: the month's 'Saldo' in the projection. */
export function plannedBalance(lines: readonly BudgetLine[]): Cents {
  const totals = budgetTotals(lines);
  return (
    totals.revenuesValue -
    totals.essentialValue -
    totals.noessentialValue -
    totals.debtsValue -
    totals.investimentValue
  );
}

const refusal = (message: string, field: string): Refusal => ({ ok: false, kind: 'invalid', message, field });

export interface LimitInput {
  type: BudgetGroup;
  /** Amount in cents, when the limit was given in currency. */
  value?: Cents;
  /** Percent of revenues, when the limit was given as a percentage (never for revenues). */
  budgetValue?: number;
}

/**
 * The limit of a line in cents, by the rules of spec 3 section 5: nonzero, revenues first for any
 * expense or investment, percentages converted against revenues, never above revenues.
 */
export function resolveLimit(input: LimitInput, revenues: Cents): { ok: true; value: Cents } | Refusal {
  const isRevenue = input.type === 'revenues';
  if (!isRevenue && revenues <= 0) return refusal(BUDGET_MESSAGES.revenuesFirst, 'value');
  const byPercent = input.value === undefined || input.value === 0;
  if (byPercent && (isRevenue || !input.budgetValue)) return refusal(BUDGET_MESSAGES.invalidValue, 'value');
  const value = byPercent ? centsOfPercent(input.budgetValue ?? 0, revenues) : (input.value ?? 0);
  if (value <= 0) return refusal(BUDGET_MESSAGES.invalidValue, 'value');
  if (!isRevenue && value > revenues) return refusal(BUDGET_MESSAGES.exceedsRevenues, 'value');
  return { ok: true, value };
}

/**
 * A line's day in the month it is given for: 1 to the month's last day, as the modal offers
 * (spec 3 section 5). Months a repeated line reaches keep the day; reminders fall on the last day
 * of a shorter month (decision 166).
 */
export function checkDay(day: number | undefined, month: MonthKey): { ok: true } | Refusal {
  if (day === undefined || (Number.isInteger(day) && day >= 1 && day <= lastDayOfMonth(month)))
    return { ok: true };
  return refusal(BUDGET_MESSAGES.invalidValue, 'day');
}
