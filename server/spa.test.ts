import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa.ts';

// A build as `vite build` leaves it: index.html and a hashed script, each with .br and .gz beside it.
const PAGE = `<!doctype html><title>app</title><div id="root"></div>${' '.repeat(2000)}`;
const LOGIN_PAGE = `<!doctype html><title>app</title><div id="root" data-prerendered="/login"><h1>Acesse sua conta</h1></div>${' '.repeat(2000)}`;
const PAINEL_PAGE = `<!doctype html><title>app</title><div id="root"><div inert aria-hidden="true"><h1>Minha poupança</h1></div></div>${' '.repeat(2000)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dir: string;
let app: FastifyInstance;

async function writeWithVariants(path: string, content: string) {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'finance-spa-'));
  await mkdir(join(dir, 'assets'));
  await writeWithVariants(join(dir, 'index.html'), PAGE);
  await writeWithVariants(join(dir, 'login.html'), LOGIN_PAGE);
  await writeWithVariants(join(dir, 'painel.html'), PAINEL_PAGE);
  await writeWithVariants(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  app = Fastify();
  await registerSpa(app, dir, '/api');
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built SPA files', () => {
  it('sends brotli to a client that accepts it, as the same script, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page compressed and never cached without revalidation, deep links included', async () => {
    for (const url of ['/', '/index.html', '/movimentacoes']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers /login with the page the build wrote with its first view, and other paths with the plain page', async () => {
    for (const url of ['/login', '/login?redirect=%2Fpainel']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(LOGIN_PAGE);
    }
    const compressed = await get('/login', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    for (const url of ['/cadastro', '/login/extra', '/calendario'])
      expect((await get(url)).body, url).toBe(PAGE);
  });

  it('answers a month screen with the page the build wrote with the shell frame, whatever its search, and only if the build wrote it', async () => {
    for (const url of ['/painel', '/painel?month=2026-05']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect((await get(url)).body, url).toBe(PAINEL_PAGE);
    }
    // This build wrote no frame for /movimentacoes: the plain page.
    expect((await get('/movimentacoes')).body).toBe(PAGE);
  });

  it('answers a deep link with a segment longer than any file name with the page, not a 403 (audit Q3)', async () => {
    for (const url of [`/transacoes/${'a'.repeat(300)}`, `/transacoes/${'a'.repeat(5000)}`]) {
      const res = await get(url);
      expect(res.statusCode, url.slice(0, 20)).toBe(200);
      expect(res.body).toBe(PAGE);
    }
  });

  it('serves the brand favicon at /favicon.ico', async () => {
    const res = await get('/favicon.ico', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
