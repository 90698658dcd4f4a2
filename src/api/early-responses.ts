// The requests the page started before the app's scripts ran (src/app/early-requests.ts, decision
// 422), claimed once by the fetch mutator.

/** What the page keeps for the fetch mutator: one started request per API path. */
interface EarlyRequest {
  authorization: string;
  startedAt: number;
  response: Promise<Response>;
}

export type EarlyRequests = Map<string, EarlyRequest>;

declare global {
  interface Window {
    __earlyRequests?: EarlyRequests;
  }
}

/** How long a started request waits to be claimed: past it the app asks again. */
const EARLY_REQUEST_TTL_MS = 10_000;

/**
 * The response of a request the page started early for `url` with the same credentials, once: the
 * fetch mutator awaits it instead of asking again.
 */
export function takeEarlyResponse(url: string, authorization: string | null): Promise<Response> | undefined {
  const requests = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  const early = requests?.get(url);
  if (!requests || !early) return undefined;
  requests.delete(url);
  if (early.authorization !== authorization || Date.now() - early.startedAt > EARLY_REQUEST_TTL_MS)
    return undefined;
  return early.response;
}
