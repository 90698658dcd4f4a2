import { describe, expect, it } from 'vitest';
import type { Budget, Category, CategoryBudgetChange, FamilyMember } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { applicablePending, whoLeft } from './pending-after-refusal';

const categories: Category[] = [
  { _id: 'sal', name: 'Salário', group: 'revenues' },
  { _id: 'alu', name: 'Aluguel', group: 'expenses', sort: 'fixed' },
  { _id: 'mer', name: 'Supermercado', group: 'expenses', sort: 'variable' },
  { _id: 'laz', name: 'Lazer', group: 'expenses', sort: 'variable' },
];

/** November as stored after the other person removed Aluguel: Salário and Supermercado remain. */
const november: Budget = {
  _id: 'b-nov',
  date: '2026-11-01',
  revenuesCategories: [{ _id: 'l-sal', category: 'sal', value: 3000 }],
  essentialCategories: [],
  noessentialCategories: [{ _id: 'l-mer', category: { _id: 'mer', name: 'Supermercado' }, value: 6 }],
};

const edit = (id: string, category: string, value: number): CategoryBudgetChange => ({
  mode: 'edit',
  _id: `l-${id}`,
  category,
  value,
});
const add = (category: string, value: number): CategoryBudgetChange => ({ mode: 'add', category, value });
const remove = (id: string | undefined, category: string): CategoryBudgetChange => ({
  mode: 'delete',
  ...(id ? { _id: `l-${id}` } : {}),
  category,
});

const run = (changes: CategoryBudgetChange[], known = categories, month: IsoMonth = '2026-11') =>
  applicablePending(new Map([[month, changes]]), [november], known);

describe('applicablePending', () => {
  it.each<[string, CategoryBudgetChange[], CategoryBudgetChange[], CategoryBudgetChange[]]>([
    [
      'an edit of a removed line goes, the other edit stays (audit U2)',
      [edit('alu', 'alu', 900), edit('mer', 'mer', 10)],
      [edit('mer', 'mer', 10)],
      [edit('alu', 'alu', 900)],
    ],
    ['a removal of a line already removed goes', [remove('alu', 'alu')], [], [remove('alu', 'alu')]],
    ['a removal of a stored line stays', [remove('mer', 'mer')], [remove('mer', 'mer')], []],
    ['an add of a new category stays', [add('laz', 50)], [add('laz', 50)], []],
    [
      'an add then an edit of the same new line stays',
      [add('laz', 50), edit('x', 'laz', 60)],
      [add('laz', 50), edit('x', 'laz', 60)],
      [],
    ],
    [
      'a second removal of one line goes, the first stays',
      [remove('mer', 'mer'), remove(undefined, 'mer')],
      [remove('mer', 'mer')],
      [remove(undefined, 'mer')],
    ],
    [
      'an edit found by category when its line id changed stays',
      [edit('old', 'mer', 7)],
      [edit('old', 'mer', 7)],
      [],
    ],
  ])('%s', (_, changes, kept, dropped) => {
    const result = run(changes);
    expect(result.kept.get('2026-11') ?? []).toEqual(kept);
    expect(result.dropped).toEqual(dropped);
  });

  it('drops an add or edit of a category that no longer exists, keeps a removal of its line', () => {
    const withoutMarket = categories.filter((category) => category._id !== 'mer');
    const result = run([add('mer', 5), edit('mer', 'mer', 8), remove('mer', 'mer')], withoutMarket);
    expect(result.kept.get('2026-11')).toEqual([remove('mer', 'mer')]);
    expect(result.dropped).toEqual([add('mer', 5), edit('mer', 'mer', 8)]);
  });

  it('a month with no stored plan keeps its adds only, and an emptied month is left out', () => {
    const result = run([add('laz', 5), edit('alu', 'alu', 1)], categories, '2026-12');
    expect(result.kept).toEqual(new Map([['2026-12', [add('laz', 5)]]]));
    expect(run([edit('alu', 'alu', 1)]).kept.size).toBe(0);
  });
});

const member = (user: string, role: 'admin' | 'member', status: FamilyMember['status'] = 'active') =>
  ({ user, role, status, email: `${user}@exemplo.com.br` }) as FamilyMember;

describe('whoLeft', () => {
  it.each<[string, FamilyMember[], string, ReturnType<typeof whoLeft>]>([
    // The member viewing the admin's plan was removed: his fresh record has no family (audit U8).
    ['the caller removed, no family any more', [], 'admin', 'self'],
    [
      'the caller listed but no longer active',
      [member('admin', 'admin'), member('me', 'member', 'pending')],
      'admin',
      'self',
    ],
    ['the member the filter offered left', [member('me', 'admin')], 'carlos', 'member'],
    ['both still in the family', [member('me', 'admin'), member('carlos', 'member')], 'carlos', 'neither'],
  ])('%s', (_, members, viewed, expected) => {
    expect(whoLeft('me', viewed, members)).toBe(expected);
  });
});
