import { randomUUID } from 'node:crypto';
import { changeOffsets } from '../../../src/lib/budget-reach.ts';
import { refused } from '../../auth/scope.ts';
import type { LineChange } from '../../domain/budget-changes.ts';
import {
  BUDGET_MESSAGES,
  type BudgetLine,
  checkDay,
  groupOfCategory,
  resolveLimit,
} from '../../domain/budget-lines.ts';
import { toCents } from '../../domain/money.ts';
import type { MonthKey } from '../../domain/types.ts';
import { HttpError } from '../../errors.ts';
import type { Schemas } from '../types.ts';
import { BUDGET_LISTS, type CategoryIndex } from './present.ts';

type WireLine = Schemas['CategoryLine'];
type WireLists = Partial<Record<(typeof BUDGET_LISTS)[keyof typeof BUDGET_LISTS], WireLine[]>>;
export type WireChange = Schemas['CategoryBudgetChange'];

export const newLineId = () => randomUUID();

const invalidField = (message: string, field: string) => new HttpError(400, message, [{ message, field }]);

const categoryIdOf = (line: { category?: WireLine['category'] }) =>
  typeof line.category === 'string' ? line.category : line.category?._id;

const centsOf = (value: number | undefined) => (value === undefined ? undefined : toCents(value));

function categoryOrRefuse(id: string | undefined, categories: CategoryIndex) {
  const row = id ? categories.get(id) : undefined;
  if (!row) throw invalidField(BUDGET_MESSAGES.requiredField, 'category');
  return row;
}

function wireLines(body: WireLists): WireLine[] {
  return Object.values(BUDGET_LISTS).flatMap((list) => body[list] ?? []);
}

/**
 * The lines of a new budget for `month` from the five lists of a POST: categories the owner can
 * see, revenues settled first so percentages and the 'exceeds revenues' rule measure against them.
 */
export function linesOfBody(body: WireLists, categories: CategoryIndex, month: MonthKey): BudgetLine[] {
  const candidates = wireLines(body)
    .filter((line) => !line.deleted)
    .map((line) => ({ line, type: groupOfCategory(categoryOrRefuse(categoryIdOf(line), categories)) }));
  const revenueLines = candidates.filter((entry) => entry.type === 'revenues');
  // Revenues in currency only and above zero, as a change to them (decision 211).
  for (const { line } of revenueLines) {
    const revenue = resolveLimit(
      { type: 'revenues', value: centsOf(line.value), budgetValue: line.budgetValue },
      0,
    );
    if (!revenue.ok) throw refused(revenue);
  }
  const revenues = revenueLines.reduce((total, { line }) => total + (centsOf(line.value) ?? 0), 0);
  const byCategory = new Map<string, BudgetLine>();
  for (const { line, type } of candidates) {
    // Repetition and instalments exclude each other here as on a change (decision 211).
    if (line.recurrentType && (line.lastInstallment ?? 0) > 1)
      throw invalidField(BUDGET_MESSAGES.invalidValue, 'lastInstallment');
    const day = checkDay(line.day, month);
    if (!day.ok) throw refused(day);
    const value = centsOf(line.value) ?? 0;
    let cents = value;
    // Every expense or investment line needs a limit above zero, as the modal's (spec 3 section 5).
    if (type !== 'revenues') {
      const limit = resolveLimit({ type, value, budgetValue: line.budgetValue }, revenues);
      if (!limit.ok) throw refused(limit);
      cents = limit.value;
    }
    const category = categoryIdOf(line) as string;
    byCategory.set(category, {
      _id: newLineId(),
      category,
      type,
      value: cents,
      ...(line.day !== undefined ? { day: line.day } : {}),
      ...(line.paid !== undefined ? { paid: line.paid } : {}),
      ...(line.lastInstallment ? { lastInstallment: line.lastInstallment } : {}),
      ...(line.recurrentType ? { recurrentType: line.recurrentType } : {}),
      ...(line.notCreateTransaction !== undefined ? { notCreateTransaction: line.notCreateTransaction } : {}),
    });
  }
  return [...byCategory.values()];
}

/** The lines month `offset` of a repeated new plan holds: recurrence and instalments decide. */
export function linesAtOffset(lines: readonly BudgetLine[], offset: number): BudgetLine[] {
  return lines
    .filter((line) => changeOffsets({ mode: 'add', repeat: true, ...line }).includes(offset))
    .map((line) => ({ ...line, _id: newLineId() }));
}

/** A PATCH in the list form as pending changes: deleted lines, lines that differ, new lines. */
export function changesOfLists(body: WireLists, stored: readonly BudgetLine[]): WireChange[] {
  const changes: WireChange[] = [];
  for (const line of wireLines(body)) {
    const category = categoryIdOf(line);
    const current = stored.find((entry) => entry._id === line._id);
    const base = { ...(line._id ? { _id: line._id } : {}), ...(category ? { category } : {}) };
    if (line.deleted) {
      changes.push({ ...base, mode: 'delete' });
      continue;
    }
    const fields = {
      value: line.value,
      budgetValue: line.budgetValue,
      day: line.day,
      paid: line.paid,
      lastInstallment: line.lastInstallment,
      recurrentType: line.recurrentType,
      notCreateTransaction: line.notCreateTransaction,
    };
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (!current) changes.push({ ...base, ...defined, mode: 'add' });
    else if (differs(current, line)) changes.push({ ...base, ...defined, mode: 'edit' });
  }
  return changes;
}

function differs(current: BudgetLine, line: WireLine): boolean {
  return (
    (line.value !== undefined && toCents(line.value) !== current.value) ||
    (line.day !== undefined && line.day !== current.day) ||
    (line.paid !== undefined && line.paid !== current.paid) ||
    (line.lastInstallment !== undefined && line.lastInstallment !== (current.lastInstallment ?? 0)) ||
    (line.recurrentType !== undefined && line.recurrentType !== current.recurrentType)
  );
}

/**
 * A wire change as the domain's, its group taken from the category (or from the planned line
 * when only `_id` is given), its value in cents.
 */
export function lineChangeOf(
  wire: WireChange,
  lines: readonly BudgetLine[],
  categories: CategoryIndex,
): LineChange {
  const planned = lines.find((line) => line._id === wire._id);
  const categoryId = wire.category ?? planned?.category;
  if (!categoryId)
    throw invalidField(
      wire.mode === 'delete' ? BUDGET_MESSAGES.notPlanned : BUDGET_MESSAGES.requiredField,
      'category',
    );
  const type =
    wire.mode === 'delete' && planned
      ? planned.type
      : groupOfCategory(categoryOrRefuse(categoryId, categories));
  return {
    mode: wire.mode,
    ...(wire._id ? { _id: wire._id } : {}),
    category: categoryId,
    type,
    ...(wire.value !== undefined ? { value: toCents(wire.value) } : {}),
    ...(wire.budgetValue !== undefined ? { budgetValue: wire.budgetValue } : {}),
    ...(wire.day !== undefined ? { day: wire.day } : {}),
    ...(wire.paid !== undefined ? { paid: wire.paid } : {}),
    ...(wire.lastInstallment ? { lastInstallment: wire.lastInstallment } : {}),
    ...(wire.recurrentType ? { recurrentType: wire.recurrentType } : {}),
    ...(wire.notCreateTransaction !== undefined ? { notCreateTransaction: wire.notCreateTransaction } : {}),
    ...(wire.repeat ? { repeat: true } : {}),
  };
}
