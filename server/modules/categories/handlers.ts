import type { FastifyRequest } from 'fastify';
import { groupOfCategory } from '../../../src/lib/budget-groups.ts';
import { normalName } from '../../../src/lib/names.ts';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { invalidField } from '../../auth/scope.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { CategoriesRepository, CategoryRow } from '../../repositories/categories.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { linesWithout } from './planned-lines.ts';

type Category = Schemas['Category'];
type Write = Schemas['CategoryPatch'];

// The revenue catch-all keeps its meaning in reports: no subcategory may take its name, however
// written ('OUTRAS RENDAS', 'Outras rendas' with an accent or an invisible character inside).
const RESERVED_NAME = 'outras rendas';

function presentCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    group: row.group as Category['group'],
    ...(row.type ? { type: row.type } : {}),
    ...(row.sort ? { sort: row.sort as Category['sort'] } : {}),
    essential: row.essential,
    category: row.parentId,
    planningCategory: row.planningCategory,
    ...(row.defaultBudgetValue ? { defaultBudgetValue: fromCents(toCents(row.defaultBudgetValue)) } : {}),
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkName(name: string | undefined): string {
  const trimmed = oneLineName(name ?? '');
  if (!trimmed) throw invalidField(MESSAGES.requiredField, 'name');
  if (normalName(trimmed) === RESERVED_NAME) throw invalidField(t('money.invalidName'), 'name');
  return trimmed;
}

/**
 * Two subcategories of one parent with one name split their spending between rows nobody can tell
 * apart, and one named as its parent reads as the parent itself (decision 489).
 */
async function checkNameFree(
  categories: CategoriesRepository,
  userId: string,
  name: string,
  parent: CategoryRow,
  self?: string,
): Promise<void> {
  const key = normalName(name);
  if (key === normalName(parent.name)) throw invalidField(t('money.categoryNameIsParent'), 'name');
  const siblings = await categories.siblings(userId, parent.id);
  if (siblings.some((sibling) => sibling.id !== self && normalName(sibling.name) === key))
    throw invalidField(t('money.categoryNameTaken'), 'name');
}

/**
 * A subcategory hangs from a built-in top-level category, the only parents the screen offers
 * (decision 182): never from a subcategory, so no chain or cycle hides a category from the list.
 */
async function parentOf(request: FastifyRequest, id: string | undefined): Promise<CategoryRow> {
  const parent = id
    ? await request.server.repos.categories.findVisible(id, caller(request).userId)
    : undefined;
  if (!parent || parent.userId !== null || parent.parentId !== null)
    throw invalidField(MESSAGES.requiredField, 'category');
  return parent;
}

/** The parent a subcategory has now, whatever made it (chains written before decision 123's rule too). */
async function parentRow(
  categories: CategoriesRepository,
  category: CategoryRow,
  userId: string,
): Promise<CategoryRow | undefined> {
  return category.parentId ? categories.findVisible(category.parentId, userId) : undefined;
}

async function ownCategory(request: FastifyRequest, id: string): Promise<CategoryRow> {
  const category = await request.server.repos.categories.findVisible(id, caller(request).userId);
  if (!category) throw fail(404, 'errors.notFound');
  if (category.userId !== caller(request).userId) throw fail(403, 'money.defaultCategoryLocked');
  return category;
}

async function change(request: FastifyRequest<{ Params: { id: string }; Body: Write }>) {
  const current = await ownCategory(request, request.params.id);
  const { body } = request;
  const parent = body.category !== undefined ? await parentOf(request, body.category) : undefined;
  if (parent?.id === current.id) throw invalidField(MESSAGES.requiredField, 'category');
  // Its transactions keep their type and its budget lines their card: a revenue parent would file
  // expenses as revenues, a fixed one leave its planned amount among the variable (decision 489).
  if (parent && groupOfCategory(parent) !== groupOfCategory(current))
    throw invalidField(t('money.categoryGroupLocked'), 'category');
  const name = body.name !== undefined ? checkName(body.name) : undefined;
  const userId = caller(request).userId;
  const updated = await request.server.repos.transaction(async (repos) => {
    await repos.users.lock(userId);
    const under = parent ?? (await parentRow(repos.categories, current, userId));
    if (under && (name !== undefined || parent))
      await checkNameFree(repos.categories, userId, name ?? current.name, under, current.id);
    return repos.categories.update(current.id, {
      ...(name !== undefined ? { name } : {}),
      ...(body.essential !== undefined ? { essential: body.essential } : {}),
      ...(parent ? { parentId: parent.id, group: parent.group, type: parent.type, sort: parent.sort } : {}),
    });
  });
  if (!updated) throw fail(404, 'errors.notFound');
  return { data: presentCategory(updated) };
}

/** The categories listCategories answers: the shared ones and the caller's own. */
export async function listedCategories(request: FastifyRequest): Promise<Category[]> {
  return (await request.server.repos.categories.listFor(caller(request).userId)).map(presentCategory);
}

export const categoriesHandlers: Handlers = {
  async listCategories(request): Promise<Answer<'listCategories', 200>> {
    const items = await listedCategories(request);
    return { data: { items, total: items.length } };
  },

  async getCategory(request): Promise<Answer<'getCategory', 200>> {
    const row = await request.server.repos.categories.findVisible(request.params.id, caller(request).userId);
    if (!row) throw fail(404, 'errors.notFound');
    return { data: presentCategory(row) };
  },

  async createCategory(request, reply): Promise<Answer<'createCategory', 201>> {
    const name = checkName(request.body.name);
    const parent = await parentOf(request, request.body.category);
    const userId = caller(request).userId;
    const row = await request.server.repos.transaction(async (repos) => {
      await repos.users.lock(userId);
      await checkNameFree(repos.categories, userId, name, parent);
      return repos.categories.create({
        userId,
        name,
        parentId: parent.id,
        // A subcategory belongs to its parent's group whatever the body says.
        group: parent.group,
        type: parent.type,
        sort: parent.sort,
        essential: request.body.essential ?? parent.essential,
      });
    });
    reply.status(201);
    return { data: presentCategory(row) };
  },

  updateCategory: change,
  replaceCategory: change,

  async deleteCategory(request, reply) {
    const category = await ownCategory(request, request.params.id);
    const userId = caller(request).userId;
    await request.server.repos.transaction(async (repos) => {
      const parent = await parentRow(repos.categories, category, userId);
      if (parent) {
        const into = { id: parent.id, type: groupOfCategory(parent) };
        for (const budget of await repos.budgets.planning(userId, category.id))
          await repos.budgets.saveLines(budget.id, linesWithout(budget.lines, category.id, into));
      }
      await repos.categories.delete(category);
    });
    return reply.status(204).send();
  },
};
