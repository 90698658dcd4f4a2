import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkingClient, type Violation } from './client.ts';
import { operationsOf, readContract, writePrefixedBundle } from './contract.ts';
import { replayExamples } from './examples.ts';
import { type Credentials, runJourney } from './journey.ts';
import { startPrism } from './prism.ts';

export interface CheckOptions {
  /** Where the API lives, e.g. `http://127.0.0.1:3000/api`; without a path, `/api` as the contract's `servers` says. */
  baseUrl: string;
  credentials?: Credentials;
  outbox?: string;
  /** Reset and delete the account at the end (always for an account the check signed up itself). */
  destructive?: boolean;
  /** Every request with its status, as it goes. */
  log?: (line: string) => void;
}

export interface CheckResult {
  requests: number;
  violations: Violation[];
  /** Operations the backend answered 501: in the contract, not built there yet. */
  notImplemented: string[];
  /** Operations answered 2xx at least once: how far the journey got. */
  succeeded: string[];
}

/** The journey, then every request example, through Prism's validating proxy in front of `baseUrl`. */
export async function runContractCheck(options: CheckOptions): Promise<CheckResult> {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname === '/' ? '/api' : base.pathname.replace(/\/$/, '');
  const document = readContract();
  const folder = join(tmpdir(), `contract-check-${process.pid}`);
  const bundle = writePrefixedBundle(document, prefix, folder);
  const prism = await startPrism(bundle, base.origin);
  try {
    const client = checkingClient(prism, options.log);
    const ids = await runJourney(client, {
      prefix,
      credentials: options.credentials,
      outbox: options.outbox,
    });
    const keepAccount = options.credentials && !options.destructive;
    await replayExamples(client, operationsOf(document), {
      prefix,
      ids,
      skip: new Set(keepAccount ? ['resetAccount', 'deleteUser'] : []),
    });
    if (!ids.token)
      client.violations.push({
        operationId: 'authenticateUser',
        request: `POST ${prefix}/users/authenticate`,
        path: 'response.body.data.accessToken',
        message: 'no session: the sign-in gave no token, so no bearer operation was checked',
      });
    return {
      requests: client.requestCount(),
      violations: client.violations,
      notImplemented: [...client.notImplemented].sort(),
      succeeded: [...client.succeeded].sort(),
    };
  } finally {
    await prism.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** One line per violation: operation, request, where in it, and what is wrong. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.operationId}\t${violation.request}\t${violation.path}\t${violation.message}`,
    )
    .join('\n');
}
