import type { Category, CategoryGroup } from '@/api/gen/model';

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
