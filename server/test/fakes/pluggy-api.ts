import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An account as Pluggy's `GET /accounts` lists it (the fields our client reads). */
export interface FakePluggyAccount {
  id: string;
  type: 'BANK' | 'CREDIT';
  subtype: string;
  name: string;
  number: string | null;
  balance: number;
  creditData?: { brand: string; creditLimit: number; balanceCloseDate: string; balanceDueDate: string };
}

/** A transaction as Pluggy's `GET /transactions` lists it: a positive amount and its direction. */
export interface FakePluggyTransaction {
  id: string;
  accountId: string;
  description: string;
  amount: number;
  /** An instant, as Pluggy sends it. */
  date: string;
  type: 'DEBIT' | 'CREDIT';
  category: string | null;
}

export interface FakePluggyData {
  /** Every item the widget reports belongs to this bank. */
  connector: { id: number; name: string };
  accounts: FakePluggyAccount[];
  transactions: FakePluggyTransaction[];
}

/** One call the fake answered: method, path with query, and whether it carried a valid key. */
export interface PluggyCall {
  method: string;
  url: string;
  authorised: boolean;
}

export interface FakePluggyApi {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  calls: PluggyCall[];
  data: FakePluggyData;
  close(): Promise<void>;
}

const PAGE_SIZE = 2;

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(response: ServerResponse, status: number, payload: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
}

/** Pluggy's pages: `results` with `page` and `totalPages`; pages of two rows so paging is exercised. */
function paged<T>(rows: T[], page: number) {
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const results = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return { total: rows.length, totalPages, page, results };
}

/**
 * A local stand-in for Pluggy's REST API (https://api.pluggy.ai) on 127.0.0.1, speaking what our
 * client (server/open-banking/pluggy.ts) calls: `POST /auth` with the client id and secret for an
 * API key, then with `x-api-key`: `POST /connect_token`, `GET|PATCH /items/{id}`,
 * `GET /accounts?itemId`, `GET /transactions?accountId&from&pageSize&page`. Any item id is known
 * (the widget's stand-in makes them up) and holds `data`'s accounts and rows.
 */
export async function startFakePluggyApi(data: FakePluggyData): Promise<FakePluggyApi> {
  const clientId = `client-${randomUUID()}`;
  const clientSecret = `secret-${randomUUID()}`;
  const keys = new Set<string>();
  const calls: PluggyCall[] = [];
  const items = new Map<string, string>();

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const authorised = keys.has(String(request.headers['x-api-key'] ?? ''));
    calls.push({ method, url: `${url.pathname}${url.search}`, authorised });
    const body = await jsonOf(request);

    if (method === 'POST' && url.pathname === '/auth') {
      if (body.clientId !== clientId || body.clientSecret !== clientSecret)
        return send(response, 401, { message: 'Invalid credentials' });
      const apiKey = `key-${randomUUID()}`;
      keys.add(apiKey);
      return send(response, 200, { apiKey });
    }
    if (!authorised) return send(response, 403, { message: 'Missing or invalid api key' });

    if (method === 'POST' && url.pathname === '/connect_token')
      return send(response, 200, { accessToken: `connect-${randomUUID()}` });

    const item = /^\/items\/([^/]+)$/.exec(url.pathname);
    if (item && (method === 'GET' || method === 'PATCH')) {
      const id = decodeURIComponent(item[1] ?? '');
      const lastUpdatedAt = items.get(id) ?? new Date().toISOString();
      items.set(id, method === 'PATCH' ? new Date().toISOString() : lastUpdatedAt);
      return send(response, 200, {
        id,
        connector: data.connector,
        status: 'UPDATED',
        lastUpdatedAt: items.get(id),
        parameter: null,
      });
    }
    if (method === 'GET' && url.pathname === '/accounts' && url.searchParams.get('itemId'))
      return send(response, 200, {
        total: data.accounts.length,
        totalPages: 1,
        page: 1,
        results: data.accounts,
      });
    if (method === 'GET' && url.pathname === '/transactions') {
      const accountId = url.searchParams.get('accountId');
      const from = url.searchParams.get('from') ?? '0000-00-00';
      const rows = data.transactions.filter((row) => row.accountId === accountId && row.date >= from);
      return send(response, 200, paged(rows, Number(url.searchParams.get('page') ?? 1)));
    }
    return send(response, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    calls,
    data,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
