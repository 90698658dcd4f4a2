/**
 * The first requests of a signed-in page load, started before the app's scripts have run (decision
 * 422). The build emits this module as a script of its own, named first in the page and imported by
 * nothing: it arrives in a few hundred bytes and runs while the framework (over 100 KB) downloads and
 * evaluates, and until then nothing asked for the person's data. It
 *
 * - starts `GET /users/{id}` when a session is stored, as the root route's `beforeLoad` would;
 * - on the screens the page load measures (/movimentacoes, /painel), starts the month's reads with
 *   the URLs the query layer builds (`earlyRequestUrls`; a unit test compares them), so the route's
 *   loader finds them on their way (`takeEarlyResponse`, read by the fetch mutator);
 * - asks the browser to preload that screen's code and texts (the files the build lists in the
 *   script's `data-plan`), which the router would otherwise request only once the entry has run.
 *
 * Nothing here is needed for correctness: a request the app never claims is ignored, and a claim
 * that finds nothing fetches as before. It imports nothing at run time, so the
 * emitted script (`early-start.ts`) is a chunk of its own.
 */

import type { EarlyRequests } from '@/api/early-responses';

const MONTH = /^(\d{4})-(\d{2})$/;
/** `BROWSABLE_MONTHS` of `src/lib/dates.ts`, copied (nothing is imported at run time; a test compares). */
export const EARLY_BROWSABLE = { first: '1901-01', last: '2199-12' } as const;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The month a month screen opens on: the URL's when valid, else São Paulo's current month, read at
 * its fixed UTC-3 as `todayIso` reads it (a test compares the two). No `Intl` object: the first one
 * would cost this script 22-75 ms (decision 377).
 */
export function openedMonth(search: string, now: Date): string {
  const requested = new URLSearchParams(search).get('month') ?? '';
  const match = MONTH.exec(requested);
  const browsable = requested >= EARLY_BROWSABLE.first && requested <= EARLY_BROWSABLE.last;
  if (match && browsable && Number(match[2]) >= 1 && Number(match[2]) <= 12) return requested;
  const saoPaulo = new Date(now.getTime() - 3 * 3_600_000);
  return `${saoPaulo.getUTCFullYear()}-${pad(saoPaulo.getUTCMonth() + 1)}`;
}

/** First and last day of `month` shifted by `offset` months, as the query layer writes them. */
function monthRange(month: string, offset: number): { startDate: string; endDate: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + offset;
  const first = new Date(Date.UTC(year, index, 1));
  const last = new Date(Date.UTC(year, index + 1, 0));
  const key = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
  return { startDate: `${key}-01`, endDate: `${key}-${pad(last.getUTCDate())}` };
}

/**
 * The API paths (without /api) the app asks first on `pathname`: the signed-in user, then the
 * screen's month reads. Only screens whose reads do not depend on the user are listed, but for
 * /movimentacoes' rows: in a family they are every member's (`family=true`), which `family` (the
 * stored hint of the last user read, `writeFamilyHint`) guesses; a wrong guess is not claimed.
 */
export function earlyRequestUrls(
  pathname: string,
  search: string,
  id: string | null,
  now: Date,
  family = false,
): string[] {
  const urls = id ? [`/users/${encodeURIComponent(id)}`] : [];
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/movimentacoes' && path !== '/painel') return urls;
  const month = openedMonth(search, now);
  const rows = monthRange(month, 0);
  const familyRows = family && path === '/movimentacoes' ? '&family=true' : '';
  urls.push(`/transactions?startDate=${rows.startDate}&endDate=${rows.endDate}${familyRows}`);
  if (path === '/painel') {
    urls.push(`/dashboard?month=${month}`);
    return urls;
  }
  // The chart: the six months ending with the month (chartDateRange), revenues and expenses.
  urls.push(
    '/payments',
    `/balances?type=chart&startDate=${monthRange(month, -5).startDate}&endDate=${rows.endDate}`,
  );
  return urls;
}

// Starting a module's preload costs about 1 ms of the page's main thread here (fourteen for a month
// screen), so they go a few per task, after the reads (decision 379).
const PRELOADS_PER_TASK = 5;

/**
 * Starts the page's early requests, then its preloads in tasks of their own; run once by the emitted
 * script. The reads leave first: the screen waits on them longest.
 */
export function earlyStart(win: Window): void {
  try {
    const token = win.localStorage.getItem('token');
    if (!token) return;
    const { search } = win.location;
    // An account waiting for its activation code is sent there (decision 161): its reads would be
    // refused, and the activation screen's code is what the page needs.
    const inactive = win.localStorage.getItem('inactive') === '1';
    const pathname = inactive ? '/account-activation' : win.location.pathname;
    const authorization = `Bearer ${token}`;
    const requests: EarlyRequests = new Map();
    const id = win.localStorage.getItem('id');
    const family = win.localStorage.getItem('family') === '1';
    for (const url of earlyRequestUrls(pathname, search, id, new Date(), family)) {
      const response = win.fetch(`/api${url}`, {
        headers: { Authorization: authorization, Accept: 'application/json' },
      });
      // A failed early request is asked again by the app; it must not surface as unhandled.
      response.catch(() => undefined);
      requests.set(url, { authorization, startedAt: Date.now(), response });
    }
    win.__earlyRequests = requests;
    const plan = win.document.querySelector<HTMLScriptElement>('script[data-plan]')?.dataset.plan;
    const files = (plan ? (JSON.parse(plan) as Record<string, string[]>) : {})[pathname.replace(/\/+$/, '')];
    preloadInTasks(win, files ?? []);
  } catch {
    // Storage or fetch unavailable: the app asks for everything itself, as before.
  }
}

function preloadInTasks(win: Window, files: readonly string[]): void {
  if (files.length === 0) return;
  win.setTimeout(() => {
    for (const file of files.slice(0, PRELOADS_PER_TASK)) {
      const link = win.document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      win.document.head.appendChild(link);
    }
    preloadInTasks(win, files.slice(PRELOADS_PER_TASK));
  }, 0);
}
