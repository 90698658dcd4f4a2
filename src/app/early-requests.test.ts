import { describe, expect, it, vi } from 'vitest';
import { getListBalancesUrl } from '@/api/gen/endpoints/balances/balances';
import { getGetDashboardUrl } from '@/api/gen/endpoints/dashboard/dashboard';
import { getListPaymentsUrl } from '@/api/gen/endpoints/payments/payments';
import { getListTransactionsUrl } from '@/api/gen/endpoints/transactions/transactions';
import { getGetUserUrl } from '@/api/gen/endpoints/users/users';
import {
  BROWSABLE_MONTHS,
  chartDateRange,
  currentMonth,
  firstDateOfMonth,
  lastDateOfMonth,
} from '@/lib/dates';
import { EARLY_BROWSABLE, earlyRequestUrls, earlyStart, openedMonth } from './early-requests';

// The early requests only help when the app later asks for the very same URLs: these are built
// here with the generated URL builders and the query layer's own date helpers.
const monthRange = (month: string) => ({
  startDate: firstDateOfMonth(month),
  endDate: lastDateOfMonth(month),
});
const monthRows = (month: string) => getListTransactionsUrl(monthRange(month));
const NOW = new Date('2026-01-31T23:30:00-03:00');

describe('earlyRequestUrls', () => {
  it.each(['2017-06', '2024-02', '2023-02', '2026-01', '2025-12'])(
    '/movimentacoes?month=%s asks what its loader asks',
    (month) => {
      expect(earlyRequestUrls('/movimentacoes', `?month=${month}&group=all`, 'u 1', NOW)).toEqual([
        getGetUserUrl(encodeURIComponent('u 1')),
        monthRows(month),
        getListPaymentsUrl(),
        getListBalancesUrl({ type: 'chart', ...chartDateRange(month) }),
      ]);
    },
  );

  it('/movimentacoes in a family asks for every member’s rows, as its loader does (spec 2 §6)', () => {
    expect(earlyRequestUrls('/movimentacoes', '?month=2026-03', 'u1', NOW, true)).toEqual([
      getGetUserUrl('u1'),
      getListTransactionsUrl({ ...monthRange('2026-03'), family: true }),
      getListPaymentsUrl(),
      getListBalancesUrl({ type: 'chart', ...chartDateRange('2026-03') }),
    ]);
    // The dashboard reads the person's own rows, family or not.
    expect(earlyRequestUrls('/painel', '?month=2026-03', 'u1', NOW, true)[1]).toBe(monthRows('2026-03'));
  });

  it('/painel asks for the month rows and the dashboard', () => {
    expect(earlyRequestUrls('/painel/', '?month=2024-03', 'u1', NOW)).toEqual([
      getGetUserUrl('u1'),
      monthRows('2024-03'),
      getGetDashboardUrl({ month: '2024-03' }),
    ]);
  });

  it('opens on São Paulo’s current month without a valid month in the URL', () => {
    expect(openedMonth('', NOW)).toBe(currentMonth(NOW));
    expect(openedMonth('?month=2024-13', NOW)).toBe('2026-01');
    expect(openedMonth('?month=24-01', NOW)).toBe('2026-01');
    // The months the screens fall back from (decision 070) are not asked for early either.
    expect(EARLY_BROWSABLE).toEqual(BROWSABLE_MONTHS);
    expect(openedMonth('?month=9999-12', NOW)).toBe('2026-01');
    expect(openedMonth('?month=1900-01', NOW)).toBe('2026-01');
    expect(openedMonth('?month=2199-12', NOW)).toBe('2199-12');
    // 02:30 UTC on the 1st is still the 31st in São Paulo.
    expect(openedMonth('', new Date('2026-02-01T02:30:00Z'))).toBe('2026-01');
  });

  it('reads the month as the app does around every month’s first midnight', () => {
    for (let month = Date.UTC(2019, 2, 1); month < Date.UTC(2041, 0, 1); ) {
      for (const instant of [month + 3 * 3_600_000 - 1, month + 3 * 3_600_000]) {
        expect(openedMonth('', new Date(instant))).toBe(currentMonth(new Date(instant)));
      }
      const next = new Date(month);
      month = Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
    }
  });

  it('asks only for the user elsewhere, and for nothing without an id', () => {
    expect(earlyRequestUrls('/objetivos', '', 'u1', NOW)).toEqual(['/users/u1']);
    expect(earlyRequestUrls('/movimentacoes/abc', '', 'u1', NOW)).toEqual(['/users/u1']);
    expect(earlyRequestUrls('/login', '', null, NOW)).toEqual([]);
  });
});

function fakeWindow(stored: Record<string, string>, href: string, plan?: Record<string, string[]>) {
  const url = new URL(href);
  const appended: { rel: string; href: string }[] = [];
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
  const tasks: Array<() => void> = [];
  const win = {
    setTimeout: (task: () => void) => tasks.push(task),
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname: url.pathname, search: url.search },
    fetch,
    document: {
      querySelector: () => (plan ? { dataset: { plan: JSON.stringify(plan) } } : null),
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    },
  } as unknown as Window;
  /** Runs the next queued task, as the browser would after the current one. */
  const runTask = () => tasks.shift()?.();
  return { win, fetch, appended, tasks, runTask };
}

describe('earlyStart', () => {
  it('starts the reads with the stored session, then preloads the screen’s files a few per task', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `/assets/${name}.js`);
    const { win, fetch, appended, tasks, runTask } = fakeWindow(
      { token: 'tok', id: 'u1' },
      'https://app.test/movimentacoes?month=2017-06',
      { '/movimentacoes': files },
    );
    earlyStart(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(
      earlyRequestUrls('/movimentacoes', '?month=2017-06', 'u1', NOW).map((url) => `/api${url}`),
    );
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { Authorization: 'Bearer tok', Accept: 'application/json' },
    });
    expect([...(win.__earlyRequests?.keys() ?? [])]).toContain('/payments');
    // The reads' task appends nothing; each later task appends at most five.
    expect(appended).toEqual([]);
    runTask();
    expect(appended.map((link) => link.href)).toEqual(files.slice(0, 5));
    runTask();
    expect(appended).toEqual(files.map((href) => ({ rel: 'modulepreload', href })));
    expect(tasks).toEqual([]);
  });

  it('asks for the family’s rows when the last user read was in a family', () => {
    const { win, fetch } = fakeWindow(
      { token: 'tok', id: 'u1', family: '1' },
      'https://app.test/movimentacoes',
    );
    earlyStart(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(
      earlyRequestUrls('/movimentacoes', '', 'u1', new Date(), true).map((url) => `/api${url}`),
    );
    expect(String(fetch.mock.calls[1]?.[0])).toMatch(/&family=true$/);
  });

  it('asks only for the user, and preloads the activation screen, while the account waits for its code', () => {
    const { win, fetch, appended, runTask } = fakeWindow(
      { token: 'tok', id: 'u1', inactive: '1' },
      'https://app.test/painel',
      { '/painel': ['/assets/painel.js'], '/account-activation': ['/assets/activation.js'] },
    );
    earlyStart(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/u1']);
    runTask();
    expect(appended.map((link) => link.href)).toEqual(['/assets/activation.js']);
  });

  it('does nothing without a stored session', () => {
    const { win, fetch, appended, tasks } = fakeWindow({}, 'https://app.test/movimentacoes', {
      '/movimentacoes': ['/assets/a.js'],
    });
    earlyStart(win);
    expect(fetch).not.toHaveBeenCalled();
    expect(tasks).toEqual([]);
    expect(appended).toEqual([]);
    expect(win.__earlyRequests).toBeUndefined();
  });
});
