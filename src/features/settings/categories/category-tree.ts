import type { Category, CategoryGroup } from '@/api/gen/model';
import { normalName } from '@/lib/names';

export const GROUP_ORDER: readonly CategoryGroup[] = ['revenues', 'expenses', 'investiments', 'debts'];

export interface ParentNode {
  category: Category;
  children: Category[];
}

export interface GroupNode {
  group: CategoryGroup;
  parents: ParentNode[];
}

const byName = (a: Category, b: Category) => a.name.localeCompare(b.name, 'pt-BR');

/**
 * The catalogue by group: each built-in category with the person's own subcategories under it.
 * Subcategories hang only from built-in categories (the form offers only those as parents).
 */
export function categoryTree(categories: readonly Category[]): GroupNode[] {
  const parents = categories.filter((category) => !category.user && !category.category);
  return GROUP_ORDER.map((group) => ({
    group,
    parents: parents
      .filter((parent) => parent.group === group)
      .sort(byName)
      .map((parent) => ({
        category: parent,
        children: categories.filter((item) => item.user && item.category === parent._id).sort(byName),
      })),
  })).filter((node) => node.parents.length > 0);
}

/** 'Outras rendas' is the revenue catch-all: no subcategory may take its name (NOME INVÁLIDO). */
export const isReservedName = (name: string) => name.trim().toLocaleLowerCase('pt-BR') === 'outras rendas';

/** The contract's `maxLength` on a category's name: the field stops where the server would refuse. */
export const NAME_MAX_LENGTH = 200;

/**
 * Why a subcategory may not take a name under a parent, as the server answers it: the parent's own
 * name, or one of the person's other subcategories there (decision 489); null when it may.
 */
export function nameClash(
  name: string,
  parent: ParentNode | undefined,
  editingId?: string,
): 'parentName' | 'nameTaken' | null {
  if (!parent) return null;
  const key = normalName(name);
  if (key === normalName(parent.category.name)) return 'parentName';
  const taken = parent.children.some((child) => child._id !== editingId && normalName(child.name) === key);
  return taken ? 'nameTaken' : null;
}
