import { describe, expect, it } from 'vitest';
import type { Family } from '@/api/gen/model';
import { familyRoles, familyViewer } from './family-roles';

const family: Family = {
  _id: 'f1',
  name: 'Família Souza',
  user: 'ana',
  members: [
    { _id: 'm1', user: 'ana', email: 'ana@exemplo.com.br', role: 'admin', status: 'active' },
    { _id: 'm2', user: 'carlos', email: 'carlos@exemplo.com.br', role: 'member', status: 'active' },
    { _id: 'm3', user: null, email: 'bia@exemplo.com.br', role: 'member', status: 'pending' },
  ],
};
const [admin, carlos, invited] = family.members as [never, never, never];

describe('familyRoles', () => {
  it('the admin invites and removes others, never leaves and sees no create or join form', () => {
    const roles = familyRoles(family, 'ana', 'person');
    expect(roles).toMatchObject({ isAdmin: true, showCreate: false, showJoin: false, showInvite: true });
    expect([admin, carlos, invited].map(roles.canRemove)).toEqual([false, true, true]);
    expect([admin, carlos, invited].map(roles.canLeave)).toEqual([false, false, false]);
  });

  it('a member leaves only from their own row and removes nobody', () => {
    const roles = familyRoles(family, 'carlos', 'person');
    expect(roles).toMatchObject({ isAdmin: false, showInvite: false, showCreate: false, showJoin: false });
    expect([admin, carlos, invited].map(roles.canLeave)).toEqual([false, true, false]);
    expect([admin, carlos, invited].map(roles.canRemove)).toEqual([false, false, false]);
  });

  it('a planner acting for a member is not offered to take the client out (decision 109)', () => {
    const roles = familyRoles(family, 'carlos', 'planner-for-client');
    expect([admin, carlos, invited].map(roles.canLeave)).toEqual([false, false, false]);
    expect([admin, carlos, invited].map(roles.canRemove)).toEqual([false, false, false]);
  });

  it('a planner who is a member himself leaves from his own account', () => {
    expect([admin, carlos, invited].map(familyRoles(family, 'carlos', 'planner').canLeave)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it.each([
    ['the person themself creates and joins', 'person', true, true],
    ['a planner in their own account only joins', 'planner', false, true],
    ['a planner acting for a client does neither', 'planner-for-client', false, false],
  ] as const)('without a family, %s', (_case, viewer, showCreate, showJoin) => {
    expect(familyRoles(undefined, 'olga', viewer)).toMatchObject({ showCreate, showJoin });
  });

  it.each([
    ['a person', false, false, 'person'],
    ['a planner in their own account', true, false, 'planner'],
    ['a planner signed in for a client', false, true, 'planner-for-client'],
  ] as const)('the viewer: %s', (_case, isPlanner, actsForAnother, viewer) => {
    expect(familyViewer(isPlanner, actsForAnother)).toBe(viewer);
  });
});
