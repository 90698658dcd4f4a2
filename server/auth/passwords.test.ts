import * as argon2 from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordMatches } from './passwords.ts';

// The timing of a refusal is held by what is hashed, not by a stopwatch: a timed test on a shared
// 2-core machine failed CI once with nothing wrong (the guide keeps speed out of tests). The check is
// passed in rather than mocked: the server project shares modules between files (isolate: false).
const verify = vi.fn(argon2.verify);
afterEach(() => verify.mockClear());

describe('passwordMatches', () => {
  it.each([
    ['an unknown e-mail', undefined],
    ['an account that signs in through a provider', null],
  ])(
    'with no hash (%s) runs one full argon2 check, like a wrong password, and refuses',
    async (_, stored) => {
      expect(await passwordMatches(stored, 'senha-que-nao-existe', verify)).toBe(false);
      expect(await passwordMatches(stored, 'qualquer-outra', verify)).toBe(false);
      expect(verify).toHaveBeenCalledTimes(2);
      for (const [hashed] of verify.mock.calls) expect(String(hashed)).toMatch(/^\$argon2id\$/);
    },
  );

  it('checks a stored hash once: the right password opens, a wrong one does not', async () => {
    const stored = await hashPassword('senha-certa-123');
    expect(await passwordMatches(stored, 'senha-certa-123', verify)).toBe(true);
    expect(await passwordMatches(stored, 'senha-errada-1', verify)).toBe(false);
    expect(verify.mock.calls.map(([hashed]) => hashed)).toEqual([stored, stored]);
  });

  it('refuses a stored value that is not a hash instead of failing the request', async () => {
    expect(await passwordMatches('texto-qualquer', 'texto-qualquer')).toBe(false);
  });
});
