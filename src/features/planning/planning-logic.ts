import type {
  Budget,
  Category,
  CategoryBudgetChange,
  CategoryLine,
  FamilyMember,
  Transaction,
} from '@/api/gen/model';
import { BUDGET_GROUPS, type BudgetGroup, groupOfCategory } from '@/lib/budget-groups';
import { changeOffsets } from '@/lib/budget-reach';
import {
  addMonths,
  firstDateOfMonth,
  type IsoMonth,
  lastDateOfMonth,
  monthsBetween,
  toMonth,
} from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

/** The five budget cards, in screen order, with the list each reads. */
export const GROUPS = BUDGET_GROUPS;
export type Group = BudgetGroup;
export const LIST_OF: Record<Group, `${Group}Categories`> = {
  revenues: 'revenuesCategories',
  essential: 'essentialCategories',
  noessential: 'noessentialCategories',
  debts: 'debtsCategories',
  investiment: 'investimentCategories',
};

/** Selector and projection: 13 months from one month back (spec 3 section 9). */
export const WINDOW_MONTHS = 13;
export const INSTALLMENTS_MAX = 999;

export function planningWindow(today: IsoMonth): { first: IsoMonth; last: IsoMonth; months: IsoMonth[] } {
  const first = addMonths(today, -1);
  const months = Array.from({ length: WINDOW_MONTHS }, (_, index) => addMonths(first, index));
  return { first, last: months.at(-1) as IsoMonth, months };
}

/**
 * What 'Reiniciar planejamento' deletes (decision 165): from the first month the screen shows for
 * `month` (one back) to the last month any selectable month's window reaches, so no month the
 * screen shows, filled or created by 'Repetir para os próximos 12 meses?' survives the reset.
 */
export function resetRange(month: IsoMonth, today: IsoMonth) {
  return rangeParams(addMonths(month, -1), addMonths(planningWindow(today).last, WINDOW_MONTHS - 2));
}

export const rangeParams = (first: IsoMonth, last: IsoMonth) => ({
  startDate: firstDateOfMonth(first),
  endDate: lastDateOfMonth(last),
});

export const monthOfBudget = (budget: Pick<Budget, 'date'>): IsoMonth => toMonth(budget.date);

export { groupOfCategory };

export const categoryIdOf = (line: Pick<CategoryLine, 'category'>): string =>
  typeof line.category === 'string' ? line.category : (line.category?._id ?? '');

export interface PlanLine {
  key: string;
  lineId?: string;
  categoryId: string;
  name: string;
  /** Centavos planned; 0 for a category not planned. */
  planned: number;
  /** Centavos realised this month, refunds netted (realisedByCategory). */
  realised: number;
  isPlanned: boolean;
  line?: CategoryLine;
}

/** Centavos of each group in a budget (revenues, fixed, variable, debts, investments). */
export function groupTotals(budget: Budget | undefined): Record<Group, number> {
  const sum = (group: Group) =>
    (budget?.[LIST_OF[group]] ?? []).reduce((total, line) => total + fromApiAmount(line.value ?? 0), 0);
  return {
    revenues: sum('revenues'),
    essential: sum('essential'),
    noessential: sum('noessential'),
    debts: sum('debts'),
    investiment: sum('investiment'),
  };
}

/** Planned revenues minus everything planned out: the projection's 'Saldo'. */
export function plannedBalance(totals: Record<Group, number>): number {
  return totals.revenues - totals.essential - totals.noessential - totals.debts - totals.investiment;
}

/** Everything planned out of revenues, against revenues: above 100% when the plan spends more than comes in. */
export function utilisation(totals: Record<Group, number>): { used: number; revenues: number } {
  return { used: totals.revenues - plannedBalance(totals), revenues: totals.revenues };
}

/**
 * Bank operations, invoice payments and the carries they book into the next invoice move money
 * between one's own wallets (the card purchases already count), as the server's summaries leave
 * them out (decisions 105, 124).
 */
const isInternalMovement = (row: Transaction) =>
  Boolean(row.bankingOperationReferenceId || row.paymentInvoiceReferenceId || row.invoiceReferenceId);

/**
 * Centavos realised per category id in a month's rows, in the direction of the category's card:
 * revenues in, every other card out. Rows are added signed, so a refund lowers what an expense
 * realised; a category whose refunds outweigh its spending realised nothing, never a negative.
 * Unpaid rows are planned, not realised: the dashboard's variable spending counts the same paid
 * rows (decisions 231, 166).
 */
export function realisedByCategory(rows: readonly Transaction[]): Map<string, number> {
  const signed = new Map<string, number>();
  for (const row of rows) {
    const id = row.category?.id;
    if (!id || !row.paid || isInternalMovement(row)) continue;
    const incoming = (row.category?.group ?? row.transactionType) === 'revenues';
    const cents = fromApiAmount(row.value);
    signed.set(id, (signed.get(id) ?? 0) + (incoming ? cents : -cents));
  }
  return new Map([...signed].map(([id, cents]) => [id, Math.max(0, cents)]));
}

/** A card's lines: planned ones, then (when asked) the group's categories not planned. */
export function cardLines(
  budget: Budget | undefined,
  group: Group,
  categories: readonly Category[],
  realised: ReadonlyMap<string, number>,
  showNotPlanned: boolean,
): PlanLine[] {
  const names = new Map(categories.map((category) => [category._id, category.name]));
  const planned = (budget?.[LIST_OF[group]] ?? []).map((line) => {
    const categoryId = categoryIdOf(line);
    const name = typeof line.category === 'object' ? line.category.name : (names.get(categoryId) ?? '');
    return {
      key: line._id ?? categoryId,
      ...(line._id ? { lineId: line._id } : {}),
      categoryId,
      name,
      planned: fromApiAmount(line.value ?? 0),
      realised: realised.get(categoryId) ?? 0,
      isPlanned: true,
      line,
    };
  });
  if (!showNotPlanned) return planned;
  const taken = new Set(planned.map((line) => line.categoryId));
  const rest = categories
    .filter((category) => groupOfCategory(category) === group && !taken.has(category._id))
    .map((category) => ({
      key: category._id,
      categoryId: category._id,
      name: category.name,
      planned: 0,
      realised: realised.get(category._id) ?? 0,
      isPlanned: false,
    }));
  return [...planned, ...rest];
}

/**
 * The pending changes that reach `month`, in the order they will be sent: its own and, by
 * recurrence, instalments or 'repeat', those of earlier months (decision 212), as the server applies them.
 */
export function pendingReaching(
  pending: ReadonlyMap<IsoMonth, readonly CategoryBudgetChange[]>,
  month: IsoMonth,
): CategoryBudgetChange[] {
  return [...pending.keys()].sort().flatMap((edited) => {
    const offset = monthsBetween(edited, month);
    if (offset < 0) return [];
    return (pending.get(edited) ?? []).filter((change) => changeOffsets(change).includes(offset));
  });
}

/** A pending change shown on the screen before it is sent: the budget as it will be. */
export function withPending(
  budget: Budget | undefined,
  changes: readonly CategoryBudgetChange[],
  categories: readonly Category[],
): Budget | undefined {
  if (!budget || changes.length === 0) return budget;
  const lists = Object.fromEntries(
    GROUPS.map((group) => [LIST_OF[group], [...(budget[LIST_OF[group]] ?? [])]]),
  );
  const byId = new Map(categories.map((category) => [category._id, category]));
  for (const change of changes) {
    const category = change.category ? byId.get(change.category) : undefined;
    const group = (change.type ?? (category ? groupOfCategory(category) : 'essential')) as Group;
    const list = lists[LIST_OF[group]] as CategoryLine[];
    const index = list.findIndex(
      (line) => (change._id && line._id === change._id) || categoryIdOf(line) === change.category,
    );
    if (change.mode === 'delete') {
      if (index >= 0) list.splice(index, 1);
      continue;
    }
    const current = index >= 0 ? list[index] : undefined;
    const next: CategoryLine = {
      ...current,
      category: category ? { _id: category._id, name: category.name } : (current?.category ?? ''),
      value: change.value ?? current?.value ?? 0,
      ...(change.day ? { day: change.day } : {}),
      ...(change.lastInstallment ? { lastInstallment: change.lastInstallment } : {}),
      ...(change.recurrentType ? { recurrentType: change.recurrentType } : {}),
    };
    if (index >= 0) list[index] = next;
    else list.push(next);
  }
  return { ...budget, ...lists };
}

/** A blank month to draft a custom plan on ('CRIAR MEU PRÓPRIO PLANEJAMENTO'); never sent as is. */
export function draftBudget(month: IsoMonth): Budget {
  return { _id: `draft-${month}`, date: firstDateOfMonth(month) };
}

/** The body of 'SALVAR PLANEJAMENTO': the draft's lines by list, category ids only. */
export function draftBody(budget: Budget) {
  const lists = Object.fromEntries(
    GROUPS.map((group) => [
      LIST_OF[group],
      (budget[LIST_OF[group]] ?? []).map((line) => ({
        category: categoryIdOf(line),
        value: line.value ?? 0,
        ...(line.day ? { day: line.day } : {}),
        ...(line.lastInstallment ? { lastInstallment: line.lastInstallment } : {}),
        ...(line.recurrentType ? { recurrentType: line.recurrentType } : {}),
      })),
    ]),
  );
  return { date: budget.date, accumulated: 0, ...lists };
}

/** Percent of revenues to centavos, half up, as the server converts it. */
export const centsOfPercent = (percent: number, revenues: number) =>
  Math.round((revenues * Math.round(percent * 100)) / 10_000);

/**
 * Whether the person may change the plan on screen, as the server's `budgetWriter` holds it
 * (decision 211): their own; a client's, from the planner's own session; an active member's, by the
 * family's admin. A plain member only views the others (audit F3).
 */
export function mayPlanFor(
  viewed: string | undefined,
  selfId: string | null | undefined,
  members: readonly FamilyMember[],
  ownClients: readonly { _id: string }[],
): boolean {
  if (!viewed || viewed === selfId) return true;
  if (ownClients.some((client) => client._id === viewed)) return true;
  const isAdmin = members.some((member) => member.user === selfId && member.role === 'admin');
  return isAdmin && members.some((member) => member.user === viewed && member.status === 'active');
}
