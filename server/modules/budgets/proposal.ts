import type { FastifyRequest } from 'fastify';
import { firstDateOfMonth, lastDateOfMonth, monthKeyOf, todayIso } from '../../../src/lib/dates.ts';
import { type BudgetGroup, groupOfCategory } from '../../domain/budget-lines.ts';
import {
  type ProposalRow,
  type ProposedLine,
  proposalWindows,
  proposeBudget,
} from '../../domain/budget-proposal.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import type { CategoryRow } from '../../repositories/categories.ts';
import type { Answer, OperationRequest, Schemas } from '../types.ts';
import { BUDGET_LISTS } from './present.ts';
import { budgetWriter } from './scope.ts';

type Proposal = Schemas['BudgetProposal'];

/** The owner's rows of a window that plan a category: transfers and moves between own wallets are not spending. */
async function historyOf(
  request: FastifyRequest,
  owner: string,
  categories: Map<string, CategoryRow>,
  window: { first: string; last: string },
): Promise<ProposalRow[]> {
  const rows = await request.server.repos.transactions.list({
    userIds: [owner],
    start: firstDateOfMonth(window.first),
    end: lastDateOfMonth(window.last),
  });
  return rows.flatMap((row) => {
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    const internal =
      row.bankingOperationReferenceId || row.paymentInvoiceReferenceId || row.invoiceReferenceId;
    if (!category || internal || row.transactionType === 'transfer') return [];
    return [{ categoryId: category.id, type: groupOfCategory(category), value: toCents(row.value) }];
  });
}

function wireLine(line: ProposedLine, category: CategoryRow): Proposal['revenuesCategories'][number] {
  return {
    category: {
      _id: category.id,
      name: category.name,
      group: category.group as Schemas['CategoryGroup'],
      ...(category.sort ? { sort: category.sort as Schemas['CategorySort'] } : {}),
    },
    value: fromCents(line.value),
    recurrentType: 'monthly',
  };
}

/**
 * GET /budgets/proposal (decision 410): the averages of the last three months, or of the months an
 * onboarding just filled when there is no history yet; nothing is stored.
 */
export async function getBudgetProposal(
  request: OperationRequest<'getBudgetProposal'>,
): Promise<Answer<'getBudgetProposal', 200>> {
  const { userId } = request.query;
  const owner = await budgetWriter(request, userId);
  const rows = await request.server.repos.categories.listFor(owner);
  const categories = new Map(rows.map((row) => [row.id, row]));
  const current = monthKeyOf(todayIso());
  let proposal = proposeBudget([], 1);
  for (const window of proposalWindows(current)) {
    proposal = proposeBudget(await historyOf(request, owner, categories, window), 3);
    if (proposal.lines.length > 0) break;
  }
  const lists = Object.fromEntries(
    (Object.entries(BUDGET_LISTS) as [BudgetGroup, keyof Proposal][]).map(([group, list]) => [
      list,
      proposal.lines
        .filter((line) => line.type === group)
        .map((line) => wireLine(line, categories.get(line.category) as CategoryRow)),
    ]),
  ) as Pick<Proposal, (typeof BUDGET_LISTS)[BudgetGroup]>;
  return {
    data: {
      date: firstDateOfMonth(current),
      basedOnMonths: proposal.basedOnMonths,
      scaled: proposal.scaled,
      ...lists,
    },
  };
}
