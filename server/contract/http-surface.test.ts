import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../errors.ts';
import { handlers } from '../modules/index.ts';
import { bearer, createAccount, startTestServer, type TestServer } from '../test/helper.ts';
import { loadContract } from './spec.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await createAccount(server)).token;
});
afterAll(async () => {
  await server.close();
});

const inject = (options: InjectOptions) => server.app.inject(options);

function expectOurErrorShape(res: LightMyRequestResponse) {
  expect(Object.keys(res.json())).toEqual(['message']);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('statuses the contract does not route', () => {
  it('a method a path does not have answers 405 with Allow, in our shape', async () => {
    const res = await inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().message).toBe('Este endereço não aceita este método');
    expectOurErrorShape(res);
    const put = await inject({ method: 'PUT', url: '/api/transactions', payload: { x: 1 } });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });

  it('a malformed URL answers 400 in our shape, with the security headers and no-store', async () => {
    const res = await inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O endereço da requisição é inválido');
    expectOurErrorShape(res);
  });

  it('an id of any length reaches its route: the token first, then the contract refuses it (audit Q3)', async () => {
    for (const length of [150, 5000])
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const url = `/api/payments/${'a'.repeat(length)}`;
        const anonymous = await inject({ method, url, ...(method === 'PATCH' ? { payload: {} } : {}) });
        expect(anonymous.statusCode, `${method} ${length}`).toBe(401);
        const signed = await inject({
          method,
          url,
          headers: bearer(token),
          ...(method === 'PATCH' ? { payload: {} } : {}),
        });
        expect(signed.statusCode, `${method} ${length}`).toBe(400);
        expect(signed.json()).toMatchObject({ message: 'Dados inválidos', errors: [{ field: 'id' }] });
      }
  });

  it('an unknown API route answers 404 in our shape, with the same headers', async () => {
    const res = await inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expectOurErrorShape(res);
  });

  it('the request id is made by the server, never taken from the client', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forjado-123' },
    });
    expect(res.headers['x-request-id']).not.toBe('forjado-123');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('authentication comes before validation', () => {
  it('an invalid body without a token answers 401, not 400 naming fields', async () => {
    const res = await inject({ method: 'POST', url: '/api/transactions', payload: { nada: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Permission denied!' });
    const forged = await inject({
      method: 'PATCH',
      url: '/api/users/qualquer',
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload: '{"name":',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('with a token the same body is refused as invalid (400)', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/transactions',
      headers: bearer(token),
      payload: { nada: true },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('bad input answers 400 with a pt-BR message, never 500', () => {
  const money = (value: string) =>
    inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"name":"Mercado","value":${value},"date":"2026-03-10","transactionType":"expenses","payment":"x"}`,
    });

  it('refuses money beyond NUMERIC(14,2), Infinity and 2^53', async () => {
    for (const value of ['1e12', '-1000000000000', '1e309', '9007199254740993']) {
      const res = await money(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors[0].field).toBe('value');
    }
  });

  it('refuses NUL characters in bodies, path ids and query strings', async () => {
    const body = await inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(token),
      payload: { name: 'A\u0000B', category: 'x', group: 'expenses' },
    });
    const path = await inject({ method: 'GET', url: '/api/transactions/abc%00', headers: bearer(token) });
    const query = await inject({
      method: 'GET',
      url: '/api/transactions?userId=a%00b',
      headers: bearer(token),
    });
    for (const res of [body, path, query]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O texto enviado contém um caractere inválido (NUL)');
    }
  });

  it('refuses years outside 1900-2200, month 13 or -1, and far-future ranges', async () => {
    const urls = [
      '/api/transactions?startDate=1899-12-31&endDate=2026-01-31',
      '/api/transactions?startDate=2026-01-01&endDate=9999-12-31',
      '/api/invoices?month=13&year=2026',
      '/api/invoices?month=-1&year=2026',
      '/api/invoices?month=3&year=99999',
      '/api/linkedtransactions/forecast?month=9999-01',
      '/api/balancesChart?inicio=2026-01-01&fim=275760-09-13',
    ];
    for (const url of urls) {
      const res = await inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('refuses a PATCH with nothing to change', async () => {
    const res = await inject({
      method: 'PATCH',
      url: '/api/payments/qualquer',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses absurdly deep JSON', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/categories',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O conteúdo enviado tem níveis demais');
  });

  it('maps data errors of the database (class 22 and 23) to 400, even wrapped by the ORM', async () => {
    const app = Fastify();
    registerErrorHandlers(app);
    const raise = (code: string, wrapped: boolean) => {
      const cause = Object.assign(new Error('database said no'), { code });
      throw wrapped ? Object.assign(new Error('Failed query'), { cause }) : cause;
    };
    app.get('/overflow', async () => raise('22003', true));
    app.get('/datetime', async () => raise('22008', false));
    app.get('/text', async () => raise('22021', true));
    app.get('/reference', async () => raise('23503', true));
    app.get('/ours', async () => raise('53300', true));
    for (const path of ['/overflow', '/datetime', '/text', '/reference']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toEqual({ message: 'Algum valor enviado está fora do limite permitido' });
    }
    expect((await app.inject({ method: 'GET', url: '/ours' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('the contract lists what the server answers', () => {
  const contract = loadContract();

  it('501 is listed exactly on the operations this server has not built', () => {
    for (const operation of contract.operations) {
      const built = operation.operationId in handlers;
      expect('501' in operation.responses, `${operation.operationId} (built: ${built})`).toBe(!built);
    }
  });

  it('every operation lists 400 and 500; bearer ones 401 and 403; bodies 413 and 415', () => {
    const document = contract.document as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    for (const operation of contract.operations) {
      const raw = document.paths[operation.path]?.[operation.method.toLowerCase()];
      const statuses = Object.keys(operation.responses);
      const expected = ['400', '500'];
      if (raw?.security === undefined || raw.security.length > 0) expected.push('401', '403');
      if (operation.method !== 'GET') expected.push('413', '415');
      expect(statuses, operation.operationId).toEqual(expect.arrayContaining(expected));
    }
  });
});
