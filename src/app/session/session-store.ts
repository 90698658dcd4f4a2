import type { Currency } from '@/api/gen/model/currency';
import {
  clearSession,
  type KeyValueStorage,
  type PlannerLogin,
  readCurrency,
  readInactiveHint,
  readPlannerLogin,
  readSession,
  type StoredSession,
  userIdFromToken,
  writeCurrency,
  writeFamilyHint,
  writeInactiveHint,
  writePlannerLogin,
  writeSession,
} from './session-storage';

export type LogoutReason = 'user' | 'permission-denied' | 'user-load-failed' | 'account-deleted';

export interface SessionSnapshot {
  session: StoredSession | null;
  plannerLogin: PlannerLogin | null;
  currency: Currency;
}

type Listener = () => void;
/**
 * `elsewhere`: another tab replaced the session, with no navigation of this tab's own under way.
 * `clientAccessEnded`: the server refused a planner's session for a client, and the planner's own
 * login took its place here; the app shows the client list, which says so (audit AG3).
 */
export interface SessionChange {
  elsewhere: boolean;
  clientAccessEnded: boolean;
}
type ReplacedListener = (change: SessionChange) => void;
type LogoutListener = (reason: LogoutReason) => void;

/** In memory when there is no browser storage (unit tests, server rendering of stories). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

let storage: KeyValueStorage = globalThis.localStorage ?? memoryStorage();
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.storageArea === storage) adoptStoredSession();
});
let snapshot = load();
const listeners = new Set<Listener>();
const logoutListeners = new Set<LogoutListener>();
const replacedListeners = new Set<ReplacedListener>();
let endedByServer = false;
let clientAccessEnded = false;

function load(): SessionSnapshot {
  return {
    session: readSession(storage),
    plannerLogin: readPlannerLogin(storage),
    currency: readCurrency(storage),
  };
}

function publish(): void {
  snapshot = load();
  for (const listener of listeners) listener();
}

/** Tests and stories run against their own storage. */
export function setSessionStorage(next: KeyValueStorage): void {
  storage = next;
  publish();
}

export function getStorage(): KeyValueStorage {
  return storage;
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Fires when a session takes the place of another: a planner entering a client, back to their own
 * account, or another client. The app clears its caches, since nothing read for the session before
 * belongs to this one (audit F1, decision 108).
 */
export function onSessionReplaced(listener: ReplacedListener): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

function replacing(token: string): boolean {
  return snapshot.session !== null && snapshot.session.token !== token;
}

function announceReplaced(replaced: boolean, change: Partial<SessionChange> = {}): void {
  if (!replaced) return;
  for (const listener of replacedListeners)
    listener({ elsewhere: false, clientAccessEnded: false, ...change });
}

/** The app clears its caches and goes to /login when this fires. */
export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function getToken(): string | null {
  return snapshot.session?.token ?? null;
}

/**
 * Whether the last session ended because the server no longer took it (it expired, or 'Sair' was
 * pressed in another tab): /login says so, since the person did not choose to leave (audit E2).
 */
export function sessionEndedByServer(): boolean {
  return endedByServer;
}

/**
 * Whether this tab's planner was brought back to their own login because the server no longer took
 * the session for a client (she removed the planner or deleted her account): the client list says
 * so until the next session starts (audit AG3).
 */
export function clientAccessEndedHere(): boolean {
  return clientAccessEnded;
}

/**
 * After a successful login: token, id and image are kept locally, and whether the account still
 * waits for its activation code when the answer says so.
 */
export function startSession(login: {
  accessToken: string;
  id: string;
  image?: string | null;
  active?: boolean;
}): void {
  endedByServer = false;
  clientAccessEnded = false;
  const replaced = replacing(login.accessToken);
  writeSession(storage, { token: login.accessToken, id: login.id, image: login.image ?? null });
  writeInactiveHint(storage, login.active === false);
  publish();
  announceReplaced(replaced);
}

/** /redirect?token=: the token replaces whatever session was stored; the id comes from the token. */
export function replaceSessionWithToken(token: string): void {
  endedByServer = false;
  clientAccessEnded = false;
  const replaced = replacing(token);
  clearSession(storage);
  writeSession(storage, { token, id: userIdFromToken(token), image: null });
  publish();
  announceReplaced(replaced);
}

export function rememberPlannerLogin(login: PlannerLogin): void {
  writePlannerLogin(storage, login);
  publish();
}

/**
 * Keeps the user's currency. Every navigation and every preload sets it again (the root route loads
 * the user); only a change is published, since each publication redraws at once everything that
 * reads the session, the whole shell and screen included (decision 425).
 */
export function setCurrency(currency: Currency | undefined | null): void {
  if (writeCurrency(storage, currency) !== snapshot.currency) publish();
}

/** Keeps whether the user is in a family for the next page load's early reads (not published). */
export function setFamilyHint(family: boolean): void {
  writeFamilyHint(storage, family);
}

/** Keeps whether the user waits for activation, from each user read (not published). */
export function setInactiveHint(inactive: boolean): void {
  writeInactiveHint(storage, inactive);
}

/** Whether the last login or user read said the account is not activated yet. */
export function isInactiveHinted(): boolean {
  return readInactiveHint(storage);
}

export function setSessionImage(image: string | null | undefined): void {
  const session = snapshot.session;
  if (!session || session.image === (image ?? null)) return;
  writeSession(storage, { ...session, image: image ?? null });
  publish();
}

/**
 * Every tab shares the stored session. When another tab puts a different one there (a planner
 * entering another client, another login), this tab takes it up and empties its caches, so its screen
 * and its next writes are that session's. A removal is left to the next refused read, which then ends
 * this tab's session too: clearing and writing a session come as separate events, and a planner's
 * switch would otherwise read as a logout between them.
 */
export function adoptStoredSession(): void {
  const stored = readSession(storage);
  const held = snapshot.session;
  if (!stored || (stored.token === held?.token && stored.id === held.id && stored.image === held.image))
    return;
  // The other tab writes the token, then the id, each its own event: a token beside the previous
  // person's id would read that person's user with it, fail, and end the session everywhere.
  if (stored.id !== userIdFromToken(stored.token)) return;
  const replaced = held !== null && stored.token !== held.token;
  endedByServer = false;
  clientAccessEnded = false;
  publish();
  announceReplaced(replaced, { elsewhere: true });
}

/**
 * A read refused with 'Permission denied!' ends the session only if it carried the session still in
 * use. A read from a session already left, in this tab or in another (audits F1 and N1), says nothing
 * about the current one, and ending it would sign every tab out.
 * A planner's session for a client ends alone when the client removes the planner or deletes her
 * account (decision 048): the planner's own login, still kept in the storage every tab shares, takes
 * over, and the client list says why (audit AG3). Its own first read proves it: refused in turn (it
 * expired, or was revoked), that ends everything as before. A logout in another tab has cleared the
 * stored planner login, so the refusal ends everything here too.
 */
export function readRefused(authorization: string | null): void {
  adoptStoredSession();
  const current = getToken();
  if (!current || authorization !== `Bearer ${current}`) return;
  const planner = readPlannerLogin(storage);
  if (planner && planner.token !== current) returnToPlannerAfterRefusal(planner);
  else endSession('permission-denied');
}

function returnToPlannerAfterRefusal(planner: PlannerLogin): void {
  endedByServer = false;
  writeSession(storage, { token: planner.token, id: planner.id, image: planner.image });
  publish();
  clientAccessEnded = true;
  announceReplaced(true, { clientAccessEnded: true });
}

export function endSession(reason: LogoutReason): void {
  const hadSession = snapshot.session !== null;
  if (hadSession) endedByServer = reason === 'permission-denied';
  clientAccessEnded = false;
  clearSession(storage);
  publish();
  if (hadSession) for (const listener of logoutListeners) listener(reason);
}
