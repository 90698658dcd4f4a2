import {
  BUDGET_MESSAGES,
  type BudgetGroup,
  type BudgetLine,
  type BudgetRecurrence,
  groupSum,
  resolveLimit,
} from './budget-lines.ts';
import type { Cents, Refusal } from './types.ts';

/** One pending category-budget edit, its group already known from the category. */
export interface LineChange {
  mode: 'add' | 'edit' | 'delete';
  _id?: string;
  category?: string;
  type: BudgetGroup;
  value?: Cents;
  budgetValue?: number;
  day?: number;
  paid?: boolean;
  lastInstallment?: number;
  recurrentType?: BudgetRecurrence;
  notCreateTransaction?: boolean;
  /** 'Repetir para os próximos meses?' answered yes. */
  repeat?: boolean;
}

const invalid = (message: string, field: string): Refusal => ({ ok: false, kind: 'invalid', message, field });

/** Repetition and instalments exclude each other, as the add-category modal makes them. */
export function checkChangeShape(change: LineChange): { ok: true } | Refusal {
  if (change.mode !== 'delete' && !change.category && !change._id)
    return invalid(BUDGET_MESSAGES.requiredField, 'category');
  if (change.mode === 'delete' && !change.category && !change._id)
    return invalid(BUDGET_MESSAGES.requiredField, '_id');
  if (change.recurrentType && (change.lastInstallment ?? 0) > 1)
    return invalid(BUDGET_MESSAGES.invalidValue, 'lastInstallment');
  return { ok: true };
}

/** The change's limit in cents against the month's planned revenues. */
export function limitOfChange(change: LineChange, lines: readonly BudgetLine[]) {
  return resolveLimit(change, groupSum(lines, 'revenues'));
}

function findLine(lines: readonly BudgetLine[], change: LineChange, byIdFirst: boolean): number {
  if (byIdFirst && change._id) {
    const index = lines.findIndex((line) => line._id === change._id);
    if (index >= 0) return index;
  }
  return change.category ? lines.findIndex((line) => line.category === change.category) : -1;
}

function lineOf(change: LineChange, id: string, category: string, value: Cents): BudgetLine {
  return {
    _id: id,
    category,
    type: change.type,
    value,
    ...(change.day !== undefined ? { day: change.day } : {}),
    ...(change.paid !== undefined ? { paid: change.paid } : {}),
    ...(change.lastInstallment ? { lastInstallment: change.lastInstallment } : {}),
    ...(change.recurrentType ? { recurrentType: change.recurrentType } : {}),
    ...(change.notCreateTransaction !== undefined
      ? { notCreateTransaction: change.notCreateTransaction }
      : {}),
  };
}

/**
 * A change applied to one month. In the edited month (`primary`) an edit or delete must find its
 * line; in the following months a missing line is added (edit) or ignored (delete), and `value`
 * is the cents already settled in the edited month.
 */
export function applyChange(
  lines: readonly BudgetLine[],
  change: LineChange,
  value: Cents,
  options: { primary: boolean; newId: () => string },
): { ok: true; lines: BudgetLine[] } | Refusal {
  const index = findLine(lines, change, options.primary);
  const next = [...lines];
  if (change.mode === 'delete') {
    if (index < 0 && options.primary) return invalid(BUDGET_MESSAGES.notPlanned, 'category');
    if (index >= 0) next.splice(index, 1);
    return { ok: true, lines: next };
  }
  if (index < 0) {
    if (change.mode === 'edit' && options.primary) return invalid(BUDGET_MESSAGES.notPlanned, 'category');
    next.push(lineOf(change, options.newId(), change.category as string, value));
    return { ok: true, lines: next };
  }
  const current = next[index] as BudgetLine;
  next[index] = { ...current, ...lineOf(change, current._id, current.category, value), type: current.type };
  return { ok: true, lines: next };
}

/** Lines a copied month keeps: plain monthly limits, not instalments nor semiannual/annual items. */
export function carriedLines(lines: readonly BudgetLine[], newId: () => string): BudgetLine[] {
  return lines
    .filter((line) => !line.lastInstallment && (!line.recurrentType || line.recurrentType === 'monthly'))
    .map((line) => ({ ...line, _id: newId() }));
}
