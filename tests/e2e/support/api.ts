import type { RunningServer } from './server';

export type Api = <T = unknown>(method: string, path: string, body?: object) => Promise<T>;

/** Calls /api on the server and unwraps the `{ data }` envelope; a non-2xx answer throws with its body. */
export function apiClient(server: RunningServer, token?: string): Api {
  return async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? {} : ((await response.json()) as { data: T }).data) as T;
  };
}
