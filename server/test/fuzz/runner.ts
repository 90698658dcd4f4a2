import { loadContract } from '../../contract/spec.ts';
import { login, type TestServer } from '../helper.ts';
import { classifier } from './classify.ts';
import { buildRequest, type FuzzRequest, type FuzzWorld, fuzzOperations, plansFor } from './generator.ts';
import { buildWorld } from './world.ts';

export interface FuzzFailure {
  problem: string;
  request: Pick<FuzzRequest, 'operationId' | 'method' | 'url' | 'payload' | 'mutation'>;
  status: number;
  body: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  statuses: Record<string, number>;
  serverErrors: number;
  /** Requests the server is bound to refuse: invalid by the contract, or without a valid token. */
  invalidSent: number;
  failures: FuzzFailure[];
  durationMs: number;
  /** Milliseconds spent per operation (requests and world rebuilds), to find the slow ones. */
  timeByOperation: Record<string, number>;
}

/** Operations after which the account or its records are gone: the world is built again. */
const WORLD_ENDERS = new Set(['deleteUser', 'resetAccount']);

/**
 * Sends `requests` generated requests, spread evenly over every operation of the contract, and
 * checks each answer: never a 5xx (a 501 only where the contract lists it), a status the contract
 * lists for the operation (405 aside), invalid input refused with a 4xx, and no token -> 401. The
 * server checks every answer's body against the contract itself (validateResponses: a violation
 * turns into a 500, which this counts).
 */
export async function runFuzz(
  server: TestServer,
  options: {
    seed: number;
    requests: number;
    onProgress?: (done: number) => void;
    onSlow?: (request: FuzzRequest, ms: number) => void;
  },
): Promise<FuzzReport> {
  const started = performance.now();
  const operations = fuzzOperations(loadContract().document);
  const invalid = classifier();
  let world: FuzzWorld = await buildWorld(server);
  const perOperation = Math.ceil(options.requests / operations.length);
  const plans = operations.map((_, index) => plansFor(options.seed + index, perOperation));
  const report: FuzzReport = {
    seed: options.seed,
    requests: 0,
    operations: operations.length,
    statuses: {},
    serverErrors: 0,
    invalidSent: 0,
    failures: [],
    durationMs: 0,
    timeByOperation: {},
  };

  for (let round = 0; round < perOperation && report.requests < options.requests; round++) {
    for (const [index, operation] of operations.entries()) {
      if (report.requests >= options.requests) break;
      const plan = plans[index]?.[round];
      if (!plan) continue;
      const began = performance.now();
      const request = buildRequest(operation, plan, world);
      const why = invalid(operation, request);
      if (why || request.anonymous) report.invalidSent++;
      const response = await server.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        // Each generated request from its own address: the sign-in limit per address must not lock
        // the world's own sign-ins out (per-address limits are exercised by their own tests).
        remoteAddress: `10.${(report.requests >> 16) & 255}.${(report.requests >> 8) & 255}.${report.requests & 255}`,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      report.requests++;
      const status = response.statusCode;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      const problems: string[] = [];
      if (status >= 500 && !(status === 501 && operation.statuses.has('501'))) {
        report.serverErrors++;
        problems.push(`answered ${status}`);
      }
      if (!operation.statuses.has(String(status)) && status !== 405)
        problems.push(`answered ${status}, which the contract does not list`);
      if (request.anonymous && status !== 401 && status < 500) problems.push(`no valid token but ${status}`);
      else if (why && status < 400) problems.push(`accepted invalid input (${why}) with ${status}`);
      for (const problem of problems)
        report.failures.push({
          problem: `${operation.operationId}: ${problem}`,
          request: {
            operationId: request.operationId,
            method: request.method,
            url: request.url.slice(0, 300),
            ...(request.payload !== undefined ? { payload: request.payload.slice(0, 300) } : {}),
            mutation: request.mutation,
          },
          status,
          body: response.body.slice(0, 300),
        });
      if (status < 300 && WORLD_ENDERS.has(operation.operationId)) world = await buildWorld(server);
      else if (status < 300 && operation.operationId === 'logoutUser')
        world = await signInAgain(server, world);
      const spent = performance.now() - began;
      report.timeByOperation[operation.operationId] =
        (report.timeByOperation[operation.operationId] ?? 0) + spent;
      if (spent > 1000) options.onSlow?.(request, spent);
      options.onProgress?.(report.requests);
    }
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/** A new session for the same world; a new world when a generated request changed the password. */
async function signInAgain(server: TestServer, world: FuzzWorld): Promise<FuzzWorld> {
  try {
    return { ...world, token: await login(server, world.email, world.password) };
  } catch {
    return buildWorld(server);
  }
}

/** One line per distinct problem (operation + problem), with the first request that showed it. */
export function summarize(report: FuzzReport, limit = 40): string {
  const seen = new Map<string, FuzzFailure & { count: number }>();
  for (const failure of report.failures) {
    const key = failure.problem.replace(/\(.*\)/, '');
    const entry = seen.get(key);
    if (entry) entry.count++;
    else seen.set(key, { ...failure, count: 1 });
  }
  return [...seen.values()]
    .slice(0, limit)
    .map(
      (failure) =>
        `${failure.problem} ×${failure.count}\n  ${failure.request.method} ${failure.request.url} [${failure.request.mutation}]` +
        `${failure.request.payload ? `\n  body: ${failure.request.payload}` : ''}\n  -> ${failure.status} ${failure.body}`,
    )
    .join('\n');
}
