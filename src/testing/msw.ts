import { HttpResponse, http, type RequestHandler } from 'msw';

const generatedModules = import.meta.glob<Record<string, unknown>>('../api/gen/endpoints/*/*.msw.ts', {
  eager: true,
});

/**
 * Every handler orval generated from the contract (each tag's `get<Tag>Mock()`), answering with the
 * contract's pt-BR examples. New tags are picked up without touching this file.
 */
export function generatedHandlers(): RequestHandler[] {
  return Object.values(generatedModules).flatMap((module) =>
    Object.entries(module)
      .filter(
        ([name, value]) =>
          /^get[A-Z][A-Za-z0-9]*Mock$/.test(name) &&
          !name.endsWith('ResponseMock') &&
          typeof value === 'function',
      )
      .flatMap(([, factory]) => {
        const handlers = (factory as () => unknown)();
        return Array.isArray(handlers) ? (handlers as RequestHandler[]) : [];
      }),
  );
}

/** `{ data }`: the envelope of every JSON success body. */
export function envelope<T>(data: T, init?: ResponseInit) {
  return HttpResponse.json({ data }, init);
}

/** `{ data: { items, total } }`: the envelope of collections. */
export function collection<T>(items: readonly T[], init?: ResponseInit) {
  return HttpResponse.json({ data: { items, total: items.length } }, init);
}

/** The error body of the contract: `{ message, errors? }`. */
export function apiError(status: number, message: string, errors?: { message: string; field?: string }[]) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

/** The calls a story made, to assert what was sent: a handler awaits `record(request)` first. */
export function recorder() {
  const calls: Array<{ method: string; path: string; search: string; body: unknown }> = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : null,
    });
  };
  return { calls, record };
}

/** Answers POST /users/logout with 204 and keeps the credentials each call revoked (decision 002). */
export function logoutRecorder() {
  const revoked: Array<string | null> = [];
  const handler = http.post('*/api/users/logout', ({ request }) => {
    revoked.push(request.headers.get('Authorization'));
    return new HttpResponse(null, { status: 204 });
  });
  return { revoked, handler };
}

/** Makes every call to `path` (any method) wait forever: the loading state of a screen. */
export function neverAnswer(path: string): RequestHandler {
  return http.all(path, () => new Promise<never>(() => {}));
}

/** Starts the browser worker for Storybook and the story tests, with the generated handlers. */
export async function startStoryWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...generatedHandlers());
  await worker.start({
    quiet: true,
    // Only unmocked API calls are worth a warning; assets and Vite modules pass through.
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
}
