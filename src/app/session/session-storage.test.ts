import { describe, expect, it } from 'vitest';
import {
  claimDailyReload,
  clearSession,
  type KeyValueStorage,
  readCurrency,
  readPlannerLogin,
  readSession,
  userIdFromToken,
  writeCurrency,
  writeFamilyHint,
  writePlannerLogin,
  writeSession,
} from './session-storage';

function fakeStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.sig`;

describe('session storage', () => {
  it('keeps token, id and image under the product keys', () => {
    const storage = fakeStorage();
    writeSession(storage, { token: 't', id: 'u1', image: 'avatar3' });
    expect(storage.dump()).toEqual({ token: 't', id: 'u1', image: 'avatar3' });
    expect(readSession(storage)).toEqual({ token: 't', id: 'u1', image: 'avatar3' });
  });

  it('has no session without a token', () => {
    expect(readSession(fakeStorage({ id: 'u1' }))).toBeNull();
  });

  it('logout clears the session and the planner login but keeps device choices', () => {
    const storage = fakeStorage({
      token: 't',
      id: 'u',
      image: 'i',
      plannerLogin: '{}',
      family: '1',
      currency: 'USD',
      lastReload: 'x',
    });
    clearSession(storage);
    expect(storage.dump()).toEqual({ currency: 'USD', lastReload: 'x' });
  });

  it('keeps the family hint only while the user is in a family', () => {
    const storage = fakeStorage({ token: 't' });
    writeFamilyHint(storage, true);
    expect(storage.dump()).toEqual({ token: 't', family: '1' });
    writeFamilyHint(storage, false);
    expect(storage.dump()).toEqual({ token: 't' });
  });

  it('round-trips the planner login and ignores a broken one', () => {
    const storage = fakeStorage();
    const login = {
      token: 'p',
      id: 'planner',
      image: null,
      clients: [{ _id: 'c', name: 'Ana', email: 'a@x.br' }],
    };
    writePlannerLogin(storage, login);
    expect(readPlannerLogin(storage)).toEqual(login);
    expect(readPlannerLogin(fakeStorage({ plannerLogin: 'not json' }))).toBeNull();
    expect(readPlannerLogin(fakeStorage({ plannerLogin: '{"id":"x"}' }))).toBeNull();
  });
});

describe('currency', () => {
  it.each([
    [undefined, 'BRL'],
    ['USD', 'USD'],
    ['JPY', 'JPY'],
    ['XYZ', 'BRL'],
  ])('stored %s reads as %s', (stored, expected) => {
    expect(readCurrency(fakeStorage(stored ? { currency: stored } : {}))).toBe(expected);
  });

  it('stores the user currency, BRL when the user has none', () => {
    const storage = fakeStorage();
    expect(writeCurrency(storage, 'EUR')).toBe('EUR');
    expect(writeCurrency(storage, undefined)).toBe('BRL');
    expect(storage.dump().currency).toBe('BRL');
  });
});

describe('claimDailyReload', () => {
  it('reloads at most once per stored date', () => {
    const storage = fakeStorage({ lastReload: '2026-11-20' });
    expect(claimDailyReload(storage, '2026-11-21')).toBe(true);
    expect(claimDailyReload(storage, '2026-11-21')).toBe(false);
    expect(claimDailyReload(storage, '2026-11-22')).toBe(true);
  });
});

describe('userIdFromToken', () => {
  it.each([
    [jwt({ sub: 'u1' }), 'u1'],
    [jwt({ id: 'u2' }), 'u2'],
    [jwt({ _id: 'u3' }), 'u3'],
    [jwt({ name: 'x' }), null],
    ['not-a-token', null],
    ['a.%%%.b', null],
  ])('%s -> %s', (token, expected) => {
    expect(userIdFromToken(token)).toBe(expected);
  });
});
