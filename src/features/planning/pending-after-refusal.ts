import type { Budget, Category, CategoryBudgetChange, FamilyMember } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { categoryIdOf, GROUPS, LIST_OF, monthOfBudget } from './planning-logic';

export interface ApplicablePending {
  kept: Map<IsoMonth, CategoryBudgetChange[]>;
  dropped: CategoryBudgetChange[];
}

/** The lines a stored month plans, by line id and by category, as the server finds a change's line. */
function plannedLines(budget: Budget | undefined) {
  const lines = GROUPS.flatMap((group) => budget?.[LIST_OF[group]] ?? []);
  return lines.map((line) => ({ id: line._id, category: categoryIdOf(line) }));
}

/**
 * After the server refused a set of pending changes, which of them the plan as stored now still
 * accepts (decision 030). The server refuses, in a change's own month, an edit or a removal whose
 * line is not planned and any add or edit of a category that no longer exists: those are dropped;
 * the rest are kept in order. Changes are weighed one after another, so an edit of a line this
 * person added, or a removal of it, stays.
 */
export function applicablePending(
  pending: ReadonlyMap<IsoMonth, readonly CategoryBudgetChange[]>,
  budgets: readonly Budget[],
  categories: readonly Category[],
): ApplicablePending {
  const known = new Set(categories.map((category) => category._id));
  const kept = new Map<IsoMonth, CategoryBudgetChange[]>();
  const dropped: CategoryBudgetChange[] = [];
  for (const [month, changes] of pending) {
    const lines = plannedLines(budgets.find((budget) => monthOfBudget(budget) === month));
    const find = (change: CategoryBudgetChange) =>
      lines.findIndex(
        (line) =>
          (change._id && line.id === change._id) || (change.category && line.category === change.category),
      );
    const keep: CategoryBudgetChange[] = [];
    for (const change of changes) {
      const index = find(change);
      const gone = change.mode !== 'delete' && change.category !== undefined && !known.has(change.category);
      const applies = !gone && (change.mode === 'add' || index >= 0);
      if (!applies) {
        dropped.push(change);
        continue;
      }
      keep.push(change);
      if (change.mode === 'delete') lines.splice(index, 1);
      else if (index < 0) lines.push({ id: change._id, category: change.category ?? '' });
    }
    if (keep.length > 0) kept.set(month, keep);
  }
  return { kept, dropped };
}

export type WhoLeft = 'self' | 'member' | 'neither';

/**
 * Whom a refused read or write of another member's planning is about, from the family as read
 * again afterwards (decision 030): the caller when they are no longer an active member (removed by
 * the admin, or their family is gone), else the member when she is no longer one; 'neither' when
 * both still are, and the refusal has some other cause.
 */
export function whoLeft(
  selfId: string | null | undefined,
  memberId: string,
  members: readonly FamilyMember[],
): WhoLeft {
  const active = (id: string | null | undefined) =>
    members.some((member) => member.user === id && member.status === 'active');
  if (!active(selfId)) return 'self';
  if (!active(memberId)) return 'member';
  return 'neither';
}
