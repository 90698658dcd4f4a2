import type { BudgetGroup, BudgetLine } from '../../domain/budget-lines.ts';

/**
 * A budget's lines once a subcategory is deleted (decision 489). Its transactions go to the parent
 * (decision 123), so its planned amount does too: added to the parent's line of the same budget, or,
 * when the parent has none, its line becomes the parent's, in the parent's card. The budget keeps
 * every planned cent, and no line is left naming a category that no longer exists.
 */
export function linesWithout(
  lines: readonly BudgetLine[],
  removedId: string,
  parent: { id: string; type: BudgetGroup },
): BudgetLine[] {
  const removed = lines.filter((line) => line.category === removedId);
  const [first] = removed;
  if (!first) return [...lines];
  const moved = removed.reduce((total, line) => total + line.value, 0);
  const target = lines.find((line) => line.category === parent.id);
  return lines.flatMap((line) => {
    if (line === target) return [{ ...line, value: line.value + moved }];
    if (line === first && !target) return [{ ...line, category: parent.id, type: parent.type, value: moved }];
    return line.category === removedId ? [] : [line];
  });
}
