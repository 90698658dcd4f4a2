/** One place where a request or an answer departs from the contract. */
export interface Violation {
  operationId: string;
  /** What was sent, e.g. `POST /api/transactions`. */
  request: string;
  /** `request` or `response`, then the JSON path inside it, e.g. `response.body.data.value`. */
  path: string;
  message: string;
}

export interface Answer {
  status: number;
  body: unknown;
}

interface PrismFinding {
  location?: Array<string | number>;
  message?: string;
}

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';

function locate(finding: PrismFinding): string {
  const [side = 'response', ...rest] = (finding.location ?? []).map(String);
  return [side, ...rest].join('.');
}

const prismProblem = (body: unknown) => {
  const type = (body as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && (type.startsWith(PRISM_ERRORS) || type === 'FetchError');
};

/** Reads what Prism found: its `sl-violations` header, or the problem it answered in the backend's place. */
function findingsOf(headers: Headers, body: unknown): PrismFinding[] {
  const header = headers.get('sl-violations');
  if (header) return JSON.parse(header) as PrismFinding[];
  const problem = body as { type?: string; title?: string; validation?: PrismFinding[] } | undefined;
  if (typeof problem?.type === 'string' && problem.type.startsWith(PRISM_ERRORS)) {
    if (problem.validation?.length) return problem.validation;
    return [{ location: ['request'], message: problem.title }];
  }
  if (problem?.type === 'FetchError') return [{ location: ['response'], message: problem.title }];
  return [];
}

/** Calls through Prism and keeps every violation, with the operation it belongs to. */
export interface Proxy {
  url: string;
  clearLog(): void;
  upstreamStatus(path: string): Promise<number | undefined>;
}

/**
 * Calls through Prism and keeps every violation, with the operation it belongs to. Prism answers with
 * a mock when the backend says 501: those operations are listed apart, as not implemented there.
 */
export function checkingClient(proxy: Proxy, log?: (line: string) => void) {
  const violations: Violation[] = [];
  const notImplemented = new Set<string>();
  const succeeded = new Set<string>();
  let requests = 0;
  async function call(
    operationId: string,
    method: string,
    url: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer> {
    requests += 1;
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    proxy.clearLog();
    const response = await fetch(`${proxy.url}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a CSV export, say): kept as text
    }
    const answeredByPrism = prismProblem(body);
    const upstream = answeredByPrism ? undefined : await proxy.upstreamStatus(url.split('?')[0] ?? url);
    log?.(`${upstream === 501 ? '501 (mocked by Prism)' : response.status} ${operationId} ${method} ${url}`);
    if (upstream === 501) {
      notImplemented.add(operationId);
      return { status: 501, body: undefined };
    }
    if (response.ok) succeeded.add(operationId);
    for (const finding of findingsOf(response.headers, body))
      violations.push({
        operationId,
        request: `${method} ${url}`,
        path: locate(finding),
        message: `${finding.message ?? 'violation'} (answered ${response.status})`,
      });
    return { status: response.status, body };
  }
  return { call, violations, notImplemented, succeeded, requestCount: () => requests };
}
export type CheckingClient = ReturnType<typeof checkingClient>;
