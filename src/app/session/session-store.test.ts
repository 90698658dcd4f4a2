import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adoptStoredSession,
  clientAccessEndedHere,
  endSession,
  getSessionSnapshot,
  getToken,
  isInactiveHinted,
  memoryStorage,
  onLogout,
  onSessionReplaced,
  readRefused,
  rememberPlannerLogin,
  replaceSessionWithToken,
  sessionEndedByServer,
  setCurrency,
  setInactiveHint,
  setSessionStorage,
  startSession,
  subscribeSession,
} from './session-store';

const token = (claims: unknown) => `x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`;

describe('session store', () => {
  let storage = memoryStorage();
  beforeEach(() => {
    storage = memoryStorage();
    setSessionStorage(storage);
  });

  /** What another tab does to the storage both share: the planner enters another client there. */
  const otherTabEnters = (client: string) => {
    storage.setItem('token', token({ sub: client }));
    storage.setItem('id', client);
  };

  it('a refused read ends only the session still in use, in this tab and in the shared storage', () => {
    const out = vi.fn();
    const stop = onLogout(out);
    startSession({ accessToken: 'ana-token', id: 'ana' });
    // This tab's previous client: the read left with a session it has left since (audit F1).
    startSession({ accessToken: 'joao-token', id: 'joao' });
    readRefused('Bearer ana-token');
    expect(out).not.toHaveBeenCalled();
    // Another tab entered Carlos: this tab's stale read must not sign both out (audit N1).
    otherTabEnters('carlos');
    readRefused('Bearer joao-token');
    expect(out).not.toHaveBeenCalled();
    expect(getSessionSnapshot().session).toMatchObject({ token: token({ sub: 'carlos' }), id: 'carlos' });
    expect(storage.getItem('token')).toBe(token({ sub: 'carlos' }));
    // The session in use refused: the end, as before.
    readRefused(`Bearer ${token({ sub: 'carlos' })}`);
    expect(out).toHaveBeenCalledWith('permission-denied');
    expect(getToken()).toBeNull();
    stop();
  });

  it("takes up another tab's session and empties the caches, but waits for a refusal to end one", () => {
    const replaced = vi.fn();
    const out = vi.fn();
    const stops = [onSessionReplaced(replaced), onLogout(out)];
    startSession({ accessToken: 'ana-token', id: 'ana' });
    adoptStoredSession();
    expect(replaced).not.toHaveBeenCalled();
    // Its token arrives before its id: not taken up beside Ana's id.
    storage.setItem('token', token({ sub: 'joao' }));
    adoptStoredSession();
    expect(replaced).not.toHaveBeenCalled();
    expect(getToken()).toBe('ana-token');
    otherTabEnters('joao');
    adoptStoredSession();
    expect(replaced).toHaveBeenCalledTimes(1);
    expect(replaced).toHaveBeenCalledWith({ elsewhere: true, clientAccessEnded: false });
    expect(getSessionSnapshot().session).toMatchObject({ token: token({ sub: 'joao' }), id: 'joao' });
    // A switch clears the storage before writing the next session: no logout in between.
    storage.removeItem('token');
    adoptStoredSession();
    expect(out).not.toHaveBeenCalled();
    expect(getToken()).toBe(token({ sub: 'joao' }));
    // Left in the other tab: this tab's next refused read ends it here too.
    readRefused(`Bearer ${token({ sub: 'joao' })}`);
    expect(out).toHaveBeenCalledWith('permission-denied');
    expect(sessionEndedByServer()).toBe(true);
    for (const stop of stops) stop();
  });

  it("a client's refusal brings the planner back to his own login; his own refusal ends it (audit AG3)", () => {
    const replaced = vi.fn();
    const out = vi.fn();
    const stops = [onSessionReplaced(replaced), onLogout(out)];
    const planner = { token: 'planner-token', id: 'planner', image: null, clients: [] };
    rememberPlannerLogin(planner);
    startSession({ accessToken: 'planner-token', id: 'planner' });
    startSession({ accessToken: 'eduardo-token', id: 'eduardo' });
    replaced.mockClear();
    // Eduardo removed the planner: his session for Eduardo is refused, his own still stands.
    readRefused('Bearer eduardo-token');
    expect(out).not.toHaveBeenCalled();
    expect(getSessionSnapshot().session).toMatchObject({ token: 'planner-token', id: 'planner' });
    expect(storage.getItem('token')).toBe('planner-token');
    expect(getSessionSnapshot().plannerLogin).toMatchObject({ token: 'planner-token' });
    expect(replaced).toHaveBeenCalledExactlyOnceWith({ elsewhere: false, clientAccessEnded: true });
    expect(clientAccessEndedHere()).toBe(true);
    expect(sessionEndedByServer()).toBe(false);
    // A late refusal of Eduardo's session, from a read already under way, changes nothing more.
    readRefused('Bearer eduardo-token');
    expect(replaced).toHaveBeenCalledTimes(1);
    // The next client entered: the list's word about Eduardo is over.
    startSession({ accessToken: 'ana-token', id: 'ana' });
    expect(clientAccessEndedHere()).toBe(false);
    startSession({ accessToken: 'planner-token', id: 'planner' });
    // The planner's own session refused (expired, revoked): the end, as before.
    readRefused('Bearer planner-token');
    expect(out).toHaveBeenCalledExactlyOnceWith('permission-denied');
    expect(getToken()).toBeNull();
    expect(storage.getItem('plannerLogin')).toBeNull();
    for (const stop of stops) stop();
  });

  it("a client's refusal after 'Sair' in another tab ends everything here too", () => {
    const out = vi.fn();
    const stop = onLogout(out);
    rememberPlannerLogin({ token: 'planner-token', id: 'planner', image: null, clients: [] });
    startSession({ accessToken: 'eduardo-token', id: 'eduardo' });
    // The other tab's logout revoked both tokens and cleared the storage both tabs share.
    for (const key of ['token', 'id', 'plannerLogin']) storage.removeItem(key);
    readRefused('Bearer eduardo-token');
    expect(out).toHaveBeenCalledWith('permission-denied');
    expect(getToken()).toBeNull();
    expect(clientAccessEndedHere()).toBe(false);
    stop();
  });

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
