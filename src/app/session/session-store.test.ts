import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSession,
  getSessionSnapshot,
  getToken,
  isInactiveHinted,
  onLogout,
  onSessionReplaced,
  rememberPlannerLogin,
  replaceSessionWithToken,
  sessionEndedByServer,
  setCurrency,
  setInactiveHint,
  setSessionStorage,
  startSession,
  subscribeSession,
} from './session-store';

function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const token = (claims: unknown) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

describe('session store', () => {
  beforeEach(() => setSessionStorage(memory()));

  it.each([
    ['permission-denied', true],
    ['user', false],
    ['user-load-failed', false],
    ['account-deleted', false],
  ] as const)("a session ended by '%s' is said on /login: %s, until the next sign-in", (reason, said) => {
    startSession({ accessToken: 't1', id: 'u1' });
    endSession(reason);
    expect(sessionEndedByServer()).toBe(said);
    startSession({ accessToken: 't2', id: 'u1' });
    expect(sessionEndedByServer()).toBe(false);
  });

  it('login stores token, id and image', () => {
    startSession({ accessToken: 't1', id: 'u1', image: 'avatar2' });
    expect(getSessionSnapshot().session).toEqual({ token: 't1', id: 'u1', image: 'avatar2' });
    expect(getToken()).toBe('t1');
  });

  it.each([
    ['says the account waits for its code', false, true],
    ['says it is active', true, false],
    ['does not say (an older server)', undefined, false],
  ] as const)('a login that %s is remembered as waiting for activation: %s', (_case, active, hinted) => {
    setInactiveHint(true);
    startSession({ accessToken: 't1', id: 'u1', active });
    expect(isInactiveHinted()).toBe(hinted);
  });

  it('the activation hint goes with the session, and with a token from /redirect', () => {
    startSession({ accessToken: 't1', id: 'u1', active: false });
    endSession('user');
    expect(isInactiveHinted()).toBe(false);
    startSession({ accessToken: 't1', id: 'u1', active: false });
    replaceSessionWithToken(token({ sub: 'u2' }));
    expect(isInactiveHinted()).toBe(false);
  });

  it('tells the app when a session takes the place of another, not on a first login or a logout', () => {
    const replaced = vi.fn();
    const stop = onSessionReplaced(replaced);
    startSession({ accessToken: 'planner', id: 'p1' });
    expect(replaced).not.toHaveBeenCalled();
    startSession({ accessToken: 'joao', id: 'c1' });
    startSession({ accessToken: 'planner', id: 'p1' });
    startSession({ accessToken: 'planner', id: 'p1' });
    expect(replaced).toHaveBeenCalledTimes(2);
    replaceSessionWithToken(token({ sub: 'u2' }));
    expect(replaced).toHaveBeenCalledTimes(3);
    endSession('user');
    startSession({ accessToken: 'ana', id: 'c2' });
    expect(replaced).toHaveBeenCalledTimes(3);
    stop();
  });

  it('/redirect?token= replaces any stored session, planner login included', () => {
    startSession({ accessToken: 'old', id: 'old-user' });
    rememberPlannerLogin({ token: 'old', id: 'old-user', image: null, clients: [] });
    replaceSessionWithToken(token({ sub: 'new-user' }));
    const snapshot = getSessionSnapshot();
    expect(snapshot.session).toEqual({ token: token({ sub: 'new-user' }), id: 'new-user', image: null });
    expect(snapshot.plannerLogin).toBeNull();
  });

  it('logout clears the session and tells the app why', () => {
    const listener = vi.fn();
    const stop = onLogout(listener);
    startSession({ accessToken: 't1', id: 'u1' });
    endSession('permission-denied');
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledWith('permission-denied');
    endSession('user');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('currency defaults to BRL and follows the user', () => {
    expect(getSessionSnapshot().currency).toBe('BRL');
    setCurrency('GBP');
    expect(getSessionSnapshot().currency).toBe('GBP');
  });

  it('tells its readers about a new currency only, not about the same one set again', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    const before = getSessionSnapshot();
    setCurrency('BRL');
    setCurrency(undefined);
    expect(listener).not.toHaveBeenCalled();
    expect(getSessionSnapshot()).toBe(before);
    setCurrency('GBP');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot().currency).toBe('GBP');
    stop();
  });
});
