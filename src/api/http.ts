import { getToken, readRefused } from '@/app/session/session-store';
import { takeEarlyResponse } from './early-responses';

// The one fetch mutator every generated hook calls. orval ignores the contract's `servers`, so the
// /api base lives here (and in the Vite dev proxy).
const API_BASE = '/api';
const PERMISSION_DENIED = 'Permission denied!';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

/** A failed call: `message` is what the person reads (the server's text plus each listed error). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The server's `message` plus each `errors[].message`, joined by line breaks (spec catalogue).
 * 'Permission denied!' is the session's end, in English: the screen's own pt-BR failure text shows instead.
 */
export function catalogueMessage(body: unknown): string {
  // Only the server's JSON error carries catalogue text; a proxy's HTML or plain-text page (a 502,
  // a 413) is in English or markup, so a screen shows its own text instead.
  if (!isRecord(body)) return '';
  const { message, errors } = body as ErrorBody;
  const parts = typeof message === 'string' && message && message !== PERMISSION_DENIED ? [message] : [];
  if (Array.isArray(errors)) {
    for (const item of errors) {
      if (isRecord(item) && typeof item.message === 'string' && item.message) parts.push(item.message);
    }
  }
  return parts.join('\n');
}

/**
 * A call the server refused or the network lost: the screen that made it says so in pt-BR, so it is
 * no programming error to write to the console (audit E7).
 */
export function isCallFailure(error: unknown): boolean {
  return (
    error instanceof ApiError ||
    (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
  );
}

/** What a person reads when a call failed: the server's text when it sent one, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  // A 5xx says only that the server failed: the screen's own sentence says what did not happen.
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

export function toApiError(status: number, body: unknown): ApiError {
  return new ApiError(status, catalogueMessage(body), body);
}

/** A GET answered with 'Permission denied!' means the session is no longer good: log out. */
export function isPermissionDenied(method: string, body: unknown): boolean {
  return method.toUpperCase() === 'GET' && isRecord(body) && body.message === PERMISSION_DENIED;
}

/** The code of a write refused because the account's trial or subscription ended (decision 431). */
const SUBSCRIPTION_EXPIRED = 'subscriptionExpired';

/** A 403 whose body says the account expired: the shell offers the way to subscribe. */
export function isSubscriptionExpired(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    isRecord(error.body) &&
    error.body.code === SUBSCRIPTION_EXPIRED
  );
}

const expiredListeners = new Set<(error: ApiError) => void>();

/** Hears every call refused because the account expired, whichever screen made it. */
export function onSubscriptionExpired(listener: (error: ApiError) => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  // The CSV export and any other file come back as a Blob the caller can save.
  if (response.ok && !type.startsWith('text/plain')) return response.blob();
  return response.text();
}

export const customFetch = async <T>(url: string, options: RequestInit = {}): Promise<T> => {
  const headers = new Headers(options.headers);
  const token = getToken();
  // A call may name its own credentials: a logout revokes a planner's other session (decision 002).
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept', headers.get('Accept') ?? 'application/json');
  // Operations with an optional body (leaving a family) are generated with a JSON content type even
  // when no body goes: an empty JSON body is malformed, so the type goes only with a body.
  if (options.body === undefined || options.body === null) headers.delete('Content-Type');

  const method = options.method ?? 'GET';
  // A read the page started before the app ran (decision 422), with the same credentials.
  const early =
    method === 'GET' && headers.get('Accept') === 'application/json'
      ? takeEarlyResponse(url, headers.get('Authorization'))
      : undefined;
  const ask = () => fetch(`${API_BASE}${url}`, { ...options, method, headers });
  const response = early ? await early.catch(ask) : await ask();
  const body = await readBody(response);

  if (!response.ok) {
    if (isPermissionDenied(method, body)) readRefused(headers.get('Authorization'));
    const error = toApiError(response.status, body);
    if (isSubscriptionExpired(error)) for (const listener of expiredListeners) listener(error);
    throw error;
  }
  return { data: body, status: response.status, headers: response.headers } as T;
};

export default customFetch;
