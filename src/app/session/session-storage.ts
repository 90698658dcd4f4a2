import { Currency } from '@/api/gen/model/currency';

/** What survives a reload: the keys the product has always used in local storage. */
export const STORAGE_KEYS = {
  token: 'token',
  id: 'id',
  image: 'image',
  currency: 'currency',
  lastReload: 'lastReload',
  plannerLogin: 'plannerLogin',
  /** '1' while the signed-in user is in a family: the page's early month read asks `family=true`. */
  family: 'family',
  /** '1' while the signed-in account waits for its activation code: no screen's data is asked for. */
  inactive: 'inactive',
} as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredSession {
  token: string;
  /** Unknown right after /redirect?token= until the token has been read. */
  id: string | null;
  image: string | null;
}

export interface PlannerClientSummary {
  _id: string;
  name: string;
  email: string;
}

/** The planner's own login, kept so the planner can pick another client or continue as themselves. */
export interface PlannerLogin {
  token: string;
  id: string;
  image: string | null;
  clients: PlannerClientSummary[];
}

export const CURRENCIES = Object.values(Currency);
export const DEFAULT_CURRENCY: Currency = 'BRL';

export function readSession(storage: KeyValueStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  return { token, id: storage.getItem(STORAGE_KEYS.id), image: storage.getItem(STORAGE_KEYS.image) };
}

export function writeSession(storage: KeyValueStorage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.token, session.token);
  setOrRemove(storage, STORAGE_KEYS.id, session.id);
  setOrRemove(storage, STORAGE_KEYS.image, session.image);
}

/** Logout: the session and the planner's login go; currency and last-reload date are device choices and stay. */
export function clearSession(storage: KeyValueStorage): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.id,
    STORAGE_KEYS.image,
    STORAGE_KEYS.plannerLogin,
    STORAGE_KEYS.family,
    STORAGE_KEYS.inactive,
  ]) {
    storage.removeItem(key);
  }
}

/**
 * Whether the last user read was in a family, for the page's early reads (decision 422), which run
 * before the user is known. Only a hint: a wrong one costs an early read the app does not claim.
 */
export function writeFamilyHint(storage: KeyValueStorage, family: boolean): void {
  if (family) storage.setItem(STORAGE_KEYS.family, '1');
  else storage.removeItem(STORAGE_KEYS.family);
}

/**
 * Whether the signed-in account is known to wait for its activation code (the login answer or the
 * last user read said so): the guards then send every screen to /account-activation before its
 * reads start, which the server would refuse (decision 161).
 */
export function writeInactiveHint(storage: KeyValueStorage, inactive: boolean): void {
  if (inactive) storage.setItem(STORAGE_KEYS.inactive, '1');
  else storage.removeItem(STORAGE_KEYS.inactive);
}

export function readInactiveHint(storage: KeyValueStorage): boolean {
  return storage.getItem(STORAGE_KEYS.inactive) === '1';
}

export function readPlannerLogin(storage: KeyValueStorage): PlannerLogin | null {
  const raw = storage.getItem(STORAGE_KEYS.plannerLogin);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlannerLogin>;
    if (typeof value.token !== 'string' || typeof value.id !== 'string') return null;
    return {
      token: value.token,
      id: value.id,
      image: value.image ?? null,
      clients: Array.isArray(value.clients) ? value.clients : [],
    };
  } catch {
    return null;
  }
}

export function writePlannerLogin(storage: KeyValueStorage, login: PlannerLogin): void {
  storage.setItem(STORAGE_KEYS.plannerLogin, JSON.stringify(login));
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as string[]).includes(value);
}

export function readCurrency(storage: KeyValueStorage): Currency {
  const stored = storage.getItem(STORAGE_KEYS.currency);
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

export function writeCurrency(storage: KeyValueStorage, currency: Currency | undefined | null): Currency {
  const value = isCurrency(currency) ? currency : DEFAULT_CURRENCY;
  storage.setItem(STORAGE_KEYS.currency, value);
  return value;
}

/**
 * The page reloads at most once per stored last-reload date, so a tab left open overnight picks up a
 * new deployment on its first navigation of the day. Returns whether to reload now (and records it).
 */
export function claimDailyReload(storage: KeyValueStorage, today: string): boolean {
  if (storage.getItem(STORAGE_KEYS.lastReload) === today) return false;
  storage.setItem(STORAGE_KEYS.lastReload, today);
  return true;
}

/** The user id inside a bearer token, for /redirect?token= which brings no id (claims sub, id or _id). */
export function userIdFromToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const id = claims.sub ?? claims.id ?? claims._id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

function setOrRemove(storage: KeyValueStorage, key: string, value: string | null): void {
  if (value) storage.setItem(key, value);
  else storage.removeItem(key);
}
