import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponseValidation } from './contract/response-validator.ts';
import { loadContract } from './contract/spec.ts';
import { redactUrl } from './logging.ts';
import { handlers } from './modules/index.ts';
import { bearer, createAccount, startTestServer, type TestServer } from './test/helper.ts';

let server: TestServer;
let staticDir: string;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'finance-spa-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  await writeFile(join(staticDir, 'app.js'), 'console.log(1)');
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('HTTP surface', () => {
  it('health answers with no-store, a request id and security headers', async () => {
    const res = await inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', version: '1.0.0' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada' });
  });

  it('refuses malformed JSON, other media types and bodies over 1 MB, without stack traces', async () => {
    const signIn = (contentType: string, payload: string) =>
      inject({
        method: 'POST',
        url: '/api/users/authenticate',
        headers: { 'content-type': contentType },
        payload,
      });
    const malformed = await signIn('application/json', '{"email":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('O conteúdo enviado não é um JSON válido');
    const text = await signIn('text/plain', 'oi');
    expect(text.statusCode).toBe(415);
    // text/csv has a parser only so that the contract's answer type raises no start-up warning.
    const csv = await signIn('text/csv; charset=utf-8', 'email;password\na@b.c;x');
    expect(csv.statusCode).toBe(415);
    expect(csv.json()).toEqual({ message: 'Tipo de conteúdo não suportado' });
    // A form is the gateway webhook's alone: elsewhere it skipped the JSON schema (a 500 on a bad
    // amount, paid=false saved as paid).
    const form = await signIn('application/x-www-form-urlencoded', 'email=a%40b.c&password=12345678');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: 'Tipo de conteúdo não suportado' });
    const big = await inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(big.statusCode).toBe(413);
    const empty = await inject({ method: 'POST', url: '/api/users/authenticate' });
    expect(empty.statusCode).toBe(400);
    for (const res of [malformed, text, csv, big, empty]) expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('has a body parser for every media type the contract names, so the server starts without warnings', () => {
    const types = new Set<string>();
    for (const operation of loadContract().operations) {
      for (const byType of Object.values(operation.responses))
        for (const type of Object.keys(byType)) types.add(type);
    }
    expect(types).toContain('text/csv');
    for (const type of types) expect(server.app.hasContentTypeParser(type), type).toBe(true);
  });

  it('refuses bad input with a pt-BR message and the fields', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: 'x@exemplo.com.br' },
    });
    expect(res.statusCode).toBe(400);
    // A field left out is the forms' own 'CAMPO OBRIGATÓRIO' (decision 190), naming the field.
    expect(res.json()).toEqual({
      message: 'CAMPO OBRIGATÓRIO',
      errors: [{ field: 'password', message: 'password é obrigatório' }],
    });
  });

  it('says in pt-BR what each refused field breaks, and where it was', async () => {
    const token = (await createAccount(server)).token;
    const search = await inject({
      method: 'GET',
      url: '/api/transactions/search?q=a',
      headers: bearer(token),
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([
      { field: 'q', message: 'Na consulta, q não deve ser mais curta que 2 caracteres' },
    ]);
    const body = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: 'x@exemplo.com.br', password: { secret: true } },
    });
    expect(body.json().errors).toEqual([{ field: 'password', message: 'password deve ser um texto' }]);
    const whole = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(whole.json().errors).toEqual([{ message: 'O conteúdo enviado deve ser um objeto' }]);
    // A pattern is said in words, never shown as the expression.
    const patterned = async (url: string) =>
      (await inject({ method: 'GET', url, headers: bearer(token) })).json().errors;
    expect(await patterned('/api/dashboard?month=2026-13')).toEqual([
      { field: 'month', message: 'Na consulta, month deve ser um mês no formato AAAA-MM' },
    ]);
    expect(await patterned('/api/transactions?startDate=2026-13-01&endDate=2026-12-31')).toEqual([
      {
        field: 'startDate',
        message: 'Na consulta, startDate deve ser uma data válida entre 1900 e 2200 (AAAA-MM-DD)',
      },
    ]);
    // A day the month does not have passes the pattern and fails the format: said the same (audit X3).
    expect(await patterned('/api/transactions?startDate=2026-02-30&endDate=2026-03-31')).toEqual([
      {
        field: 'startDate',
        message: 'Na consulta, startDate deve ser uma data válida entre 1900 e 2200 (AAAA-MM-DD)',
      },
    ]);
    expect(await patterned('/api/postalcodes/123')).toEqual([
      { field: 'cep', message: 'No endereço, cep deve ter 8 dígitos' },
    ]);
    // An empty text is a field left out; a value off a short list names the list.
    const posted = async (url: string, payload: object) =>
      (await inject({ method: 'POST', url, headers: bearer(token), payload })).json();
    const objective = {
      category: 'viajar',
      totalValue: 100,
      beginDate: '2026-11-27',
      finalDate: '2027-11-26',
      payment: 'carteira',
    };
    expect(await posted('/api/objectives', { ...objective, name: '' })).toEqual({
      message: 'CAMPO OBRIGATÓRIO',
      errors: [{ field: 'name', message: 'name é obrigatório' }],
    });
    const offList = await posted('/api/objectives', { ...objective, name: 'Férias', category: 'iate' });
    expect(offList.message).toBe('Dados inválidos');
    expect(offList.errors[0].field).toBe('category');
    expect(offList.errors[0].message).toMatch(/^category deve ser um destes: .*viajar/);
  });

  it('answers a request line the HTTP parser cannot read with a pt-BR 400', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    // A raw UTF-8 byte in the path, which browsers percent-encode and some scripts do not.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => {
        socket.write(
          Buffer.concat([
            Buffer.from('GET /api/'),
            Buffer.from('ção', 'utf8'),
            Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
          ]),
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'A requisição não pôde ser lida: confira o endereço e os cabeçalhos',
    });
  });

  it('answers 501 with a pt-BR message for contract operations not built yet', async () => {
    const missing = loadContract().operations.find(
      (op) => !(op.operationId in handlers) && op.method === 'GET' && !op.path.includes('{'),
    );
    if (!missing) return;
    const account = await createAccount(server);
    const res = await inject({ method: 'GET', url: `/api${missing.path}`, headers: bearer(account.token) });
    expect(res.statusCode, missing.operationId).toBe(501);
    expect(res.json().message).toMatch(/ainda não está disponível/);
  });

  it('serves the SPA with history fallback, files as they are, and never for /api', async () => {
    const page = await inject({
      method: 'GET',
      url: '/account-recovery/abc123',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const file = await inject({ method: 'GET', url: '/app.js' });
    expect(file.body).toBe('console.log(1)');
    expect((await inject({ method: 'GET', url: '/nao-existe.js' })).statusCode).toBe(404);
  });
});

describe('safety nets', () => {
  it('redacts recovery tokens and activation tokens from logged URLs', () => {
    expect(redactUrl('/account-recovery/segredo?x=1')).toBe('/account-recovery/[oculto]?x=1');
    expect(redactUrl('/empresas/activation?activationToken=abc&y=2')).toBe(
      '/empresas/activation?activationToken=[oculto]&y=2',
    );
  });

  it('response validation turns an answer outside the contract into a loud 500', async () => {
    const contract = loadContract();
    const app = Fastify();
    registerResponseValidation(app, contract, '/api');
    app.get('/api/health', async () => ({ data: { status: 'quebrado' } }));
    app.post('/api/users/account/recovery', async (_request, reply) => reply.status(202).send({ ok: true }));
    const wrong = await app.inject({ method: 'GET', url: '/api/health' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toMatch(/Contract violation: getHealth 200/);
    const undocumented = await app.inject({ method: 'POST', url: '/api/users/account/recovery' });
    expect(undocumented.statusCode).toBe(500);
    await app.close();
  });
});
