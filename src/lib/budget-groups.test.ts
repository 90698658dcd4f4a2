import { describe, expect, it } from 'vitest';
import { groupOfCategory } from './budget-groups';

describe('groupOfCategory', () => {
  it.each([
    [{ group: 'revenues' }, 'revenues'],
    [{ group: 'expenses', sort: 'fixed' }, 'essential'],
    [{ group: 'expenses' }, 'essential'],
    [{ group: 'expenses', sort: 'variable' }, 'noessential'],
    [{ group: 'debts' }, 'debts'],
    [{ group: 'investiments' }, 'investiment'],
  ])('%j is planned in %s', (category, group) => {
    expect(groupOfCategory(category)).toBe(group);
  });

  it('tells fixed from variable expenses and keeps the other groups whole', () => {
    expect(groupOfCategory({ group: 'expenses', sort: 'variable' })).not.toBe(
      groupOfCategory({ group: 'expenses', sort: 'fixed' }),
    );
    expect(groupOfCategory({ group: 'expenses' })).toBe(
      groupOfCategory({ group: 'expenses', sort: 'fixed' }),
    );
    expect(groupOfCategory({ group: 'revenues' })).not.toBe(groupOfCategory({ group: 'expenses' }));
  });
});
