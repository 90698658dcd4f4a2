import { describe, expect, it } from 'vitest';
import type { User } from '@/api/gen/model';
import { inFamily, mainUserId, walletOwners } from './family';

const user = (family?: User['family']): User => ({ _id: 'u1', email: 'a@x.br', family }) as User;

describe('inFamily', () => {
  it('is family mode while the user has a family with members', () => {
    expect(
      inFamily(user({ _id: 'f', name: 'Souza', members: [{ email: 'a@x.br' }] } as User['family'])),
    ).toBe(true);
    expect(inFamily(user({ _id: 'f', name: 'Souza', members: [] } as User['family']))).toBe(false);
    expect(inFamily(user())).toBe(false);
    expect(inFamily(undefined)).toBe(false);
    expect(inFamily(null)).toBe(false);
  });
});

describe('mainUserId', () => {
  const members = (...list: Array<[string, 'admin' | 'member', 'active' | 'pending']>) =>
    ({
      _id: 'f',
      name: 'Souza',
      members: list.map(([id, role, status]) => ({ user: id, email: `${id}@x.br`, role, status })),
    }) as User['family'];

  it.each([
    [
      'the admin, for a member',
      members(['admin-1', 'admin', 'active'], ['u1', 'member', 'active']),
      'admin-1',
    ],
    [
      'the person, when they are the admin',
      members(['u1', 'admin', 'active'], ['m2', 'member', 'active']),
      'u1',
    ],
    ['the person, without a family', undefined, 'u1'],
    [
      'the person, when the admin is not active',
      members(['admin-1', 'admin', 'pending'], ['u1', 'member', 'active']),
      'u1',
    ],
  ])('is %s', (_, family, expected) => {
    expect(mainUserId(user(family))).toBe(expected);
  });
});

describe('walletOwners', () => {
  it('names the other family members by first name, never the caller', () => {
    const owners = walletOwners(
      [
        { user: 'me', email: 'ana@x.com', role: 'admin', status: 'active', name: 'Ana Souza' },
        {
          user: 'c',
          email: 'carlos@x.com',
          role: 'member',
          status: 'active',
          name: 'Carlos Souza',
          image: 'avatar5',
        },
        { email: 'convite@x.com', role: 'member', status: 'pending' },
        { user: 'd', email: 'dora@x.com', role: 'member', status: 'active' },
      ],
      'me',
    );
    expect(Object.fromEntries(owners)).toEqual({
      c: { firstName: 'Carlos', fullName: 'Carlos Souza', image: 'avatar5' },
      d: { firstName: 'dora@x.com', fullName: 'dora@x.com', image: undefined },
    });
  });
});
