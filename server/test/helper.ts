import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { withCheckDigits } from '../../src/lib/cpf.ts';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type OutboxMail, readOutbox } from '../mail/outbox.ts';
import { copyDatabaseTemplate, providedDatabaseTemplate, testDataRoot } from './database-template.ts';

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/** A database of its own for one test file: a PostgreSQL database when DATABASE_URL is set. */
async function isolatedDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** One app per test file: a fresh database (PGlite in a temp folder, or PostgreSQL) and an outbox. */
export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(testDataRoot(), 'finance-server-test-'));
  const database = await isolatedDatabase();
  const template = await providedDatabaseTemplate();
  if (template) await copyDatabaseTemplate(template, dataDir);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    databaseUrl: database.url,
    staticDir: undefined,
    seedDemo: false,
    // Every test account signs up from the same injected address: the per-address mail bound would
    // otherwise stop a file after a few accounts. Tests of that bound set their own.
    mailLimits: { perAccount: 5, perAddress: 10_000, delayMinutes: 5 },
    ...overrides,
  };
  const app = await buildApp(config);
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The .eml files written to DATA_DIR/outbox, oldest first. */
export const outbox = (server: TestServer): Promise<OutboxMail[]> =>
  readOutbox(join(server.dataDir, 'outbox'));

export async function lastMailTo(server: TestServer, email: string): Promise<OutboxMail> {
  const mails = (await outbox(server)).filter((mail) => mail.to.includes(email));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

let cpfSeed = 0;
/** A valid CPF, different on every call. */
export function newCpf(): string {
  cpfSeed += 1;
  const base = String(100_000_000 + ((Date.now() + cpfSeed * 7919) % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  return withCheckDigits(base);
}

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up, activates with the mailed code and signs in: a ready, active account. */
export async function createAccount(
  server: TestServer,
  options: { email?: string; name?: string; activate?: boolean } = {},
): Promise<Account> {
  const inject = (request: InjectOptions) => server.app.inject(request);
  const email = options.email ?? `pessoa-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const password = 'senha-segura-123';
  const created = await inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password, name: options.name ?? 'Maria da Silva', cpf: newCpf() },
  });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.body}`);
  const token = await login(server, email, password);
  const id = (
    (
      await inject({ method: 'POST', url: '/api/users/authenticate', payload: { email, password } })
    ).json() as {
      data: { id: string };
    }
  ).data.id;
  if (options.activate !== false) {
    const code = /\b(\d{6})\b/.exec((await lastMailTo(server, email)).text)?.[1];
    const activated = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(token),
      payload: { activationCode: code },
    });
    if (activated.statusCode !== 200) throw new Error(`activation failed: ${activated.body}`);
  }
  return { id, email, password, token };
}

export async function login(
  server: TestServer,
  email: string,
  password: string,
  clientId?: string,
): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { email, password, ...(clientId ? { clientId } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

/**
 * An account made by a social sign-up (no password), written directly: the real way in goes through
 * an identity provider (server/modules/users/social.test.ts), which these tests do not need.
 */
export async function createSocialUser(server: TestServer, email: string, socialUid: string) {
  return server.app.repos.users.create({
    email,
    name: 'Social',
    cpf: newCpf(),
    socialLogin: true,
    socialUid,
    socialEmail: email,
  });
}
