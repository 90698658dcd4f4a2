import { describe, expect, it } from 'vitest';
import type { User } from '@/api/gen/model';
import { inFamily } from './family';

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
