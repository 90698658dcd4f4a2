import { describe, expect, it } from 'vitest';
import type { Category } from '@/api/gen/model';
import { categoryTree, isReservedName, nameClash } from './category-tree';

const category = (overrides: Partial<Category> & Pick<Category, '_id' | 'name' | 'group'>): Category => ({
  category: null,
  user: null,
  ...overrides,
});

describe('categoryTree', () => {
  it('groups built-in categories in the spec order with own subcategories under their parent', () => {
    const tree = categoryTree([
      category({ _id: 'lazer', name: 'Lazer', group: 'expenses' }),
      category({ _id: 'aluguel', name: 'Aluguel', group: 'expenses' }),
      category({ _id: 'salario', name: 'Salário', group: 'revenues' }),
      category({ _id: 'cinema', name: 'Cinema', group: 'expenses', category: 'lazer', user: 'me' }),
      category({ _id: 'bar', name: 'Bar', group: 'expenses', category: 'lazer', user: 'me' }),
    ]);
    expect(tree.map((node) => node.group)).toEqual(['revenues', 'expenses']);
    const expenses = tree[1]?.parents ?? [];
    expect(expenses.map((node) => node.category.name)).toEqual(['Aluguel', 'Lazer']);
    expect(expenses[1]?.children.map((child) => child.name)).toEqual(['Bar', 'Cinema']);
  });
});

describe('isReservedName', () => {
  it.each([
    ['Outras rendas', true],
    ['  OUTRAS RENDAS ', true],
    ['Outras rendas extras', false],
  ])('%s -> %s', (name, reserved) => {
    expect(isReservedName(name)).toBe(reserved);
  });
});

describe('nameClash', () => {
  const lazer = category({ _id: 'lazer', name: 'Lazer', group: 'expenses', sort: 'variable' });
  const cinema = category({
    _id: 'cinema',
    name: 'Cinema',
    group: 'expenses',
    category: 'lazer',
    user: 'me',
  });
  const parent = { category: lazer, children: [cinema] };

  it.each([
    [' CINEMÁ ', undefined, 'nameTaken'],
    ['Cinema', 'cinema', null],
    ['lázer', undefined, 'parentName'],
    ['Teatro', undefined, null],
  ] as const)('%s (editing %s) -> %s', (name, editing, clash) => {
    expect(nameClash(name, parent, editing)).toBe(clash);
  });
});
