/** The five budget cards, in screen order; spelled as the wire spells them (`investiment`). */
export const BUDGET_GROUPS = ['revenues', 'essential', 'noessential', 'debts', 'investiment'] as const;
export type BudgetGroup = (typeof BUDGET_GROUPS)[number];

/**
 * The card a category is planned in (decision 210): revenues, fixed (essential), variable
 * (noessential), debts, investments. One rule for the server's budgets, the planning and report
 * screens and the category modal's moves (decision 489).
 */
export function groupOfCategory(category: { group: string; sort?: string | null }): BudgetGroup {
  if (category.group === 'revenues') return 'revenues';
  if (category.group === 'investiments') return 'investiment';
  if (category.group === 'debts') return 'debts';
  return category.sort === 'variable' ? 'noessential' : 'essential';
}
