import { describe, expect, it } from 'vitest';
import type { Family } from '@/api/gen/model';
import { familyRoles } from './family-roles';

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
    const roles = familyRoles(family, 'ana', false);
    expect(roles).toMatchObject({ isAdmin: true, showCreate: false, showJoin: false, showInvite: true });
    expect([admin, carlos, invited].map(roles.canRemove)).toEqual([false, true, true]);
    expect([admin, carlos, invited].map(roles.canLeave)).toEqual([false, false, false]);
  });

  it('a member leaves only from their own row and removes nobody', () => {
    const roles = familyRoles(family, 'carlos', false);
    expect(roles).toMatchObject({ isAdmin: false, showInvite: false, showCreate: false, showJoin: false });
    expect([admin, carlos, invited].map(roles.canLeave)).toEqual([false, true, false]);
    expect([admin, carlos, invited].map(roles.canRemove)).toEqual([false, false, false]);
  });

  it('without a family: create and join, except planners who only join', () => {
    expect(familyRoles(undefined, 'olga', false)).toMatchObject({ showCreate: true, showJoin: true });
    expect(familyRoles(undefined, 'paula', true)).toMatchObject({ showCreate: false, showJoin: true });
  });
});
