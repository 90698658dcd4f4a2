import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../contract/spec.ts';
import { operationsNamingRecords } from './authz/operations.ts';
import { type Call, LAST_ROWS, type Outcome, ROWS, type Row } from './authz/table.ts';
import { buildWorld, ROLES, type Role, SECRET, type World } from './authz/world.ts';
import { bearer, startTestServer, type TestServer } from './helper.ts';

/**
 * Issue 9 item 13: every operation that names a record or a person, called by every kind of caller
 * against one real household (authz/world.ts); the expected outcome of each cell is in authz/table.ts.
 */

const NOT_ACTIVE = 'Ative sua conta para continuar.';

/** Operations that name a record but are asserted elsewhere, with where. */
const COVERED_ELSEWHERE: Record<string, string> = {
  authenticateUser: "'planner login for a client' below: clientId is a login choice, not a bearer call",
  createUser: "public sign-up: its only id (facebookUserId) is the new account's own",
  joinFamilyByVoucher:
    "the body's user and email are ignored, the caller joins (server/modules/families/families.test.ts)",
};

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server);
}, 120_000);
afterAll(() => server?.close());

async function send(call: Call, role: Role) {
  const token = world.tokens[role];
  const response = await server.app.inject({
    method: call.method,
    url: `/api${call.url}`,
    headers: token ? bearer(token) : {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
  return { status: response.statusCode, text: response.body };
}

function statusMatches(outcome: Outcome, status: number, text: string): boolean {
  switch (outcome) {
    case 'ok':
    case 'own':
      return status >= 200 && status < 300;
    case 'refused':
      return status === 403 || status === 404;
    case 'invalid':
      return status === 400;
    case 'unauth':
      return status === 401;
    case 'inactive':
      return status === 403 && JSON.parse(text).message === NOT_ACTIVE;
    case 'absent':
      return status === 501;
  }
}

async function assertCell(row: Row, role: Role) {
  const outcome = row.expect[role];
  const call = await row.call(world, role);
  const answer = await send(call, role);
  const where = `${row.operationId}${row.variant ? ` (${row.variant})` : ''} as ${role}: ${call.method} ${call.url}`;
  expect(
    statusMatches(outcome, answer.status, answer.text),
    `${where} expected ${outcome}, got ${answer.status} ${answer.text}`,
  ).toBe(true);
  if (outcome !== 'ok') {
    // Not the owner's record to see: no field of it may come back, whatever the status.
    const leaked = answer.text.includes(SECRET) || answer.text.includes(world.owner.id);
    expect(leaked, `${where} answered the owner's data: ${answer.text}`).toBe(false);
    if (outcome !== 'own' && answer.text) expect(JSON.parse(answer.text).data, where).toBeUndefined();
  }
  if (['refused', 'invalid', 'unauth', 'inactive'].includes(outcome))
    await assertUntouched(call, role, where);
  if (outcome === 'ok' || outcome === 'own') await row.restore?.(world, role);
}

/** Where the owner reads back the record a change or a deletion named (no reading back for the rest). */
function storedAt(call: Call): string | undefined {
  if (call.method === 'GET' || call.method === 'POST') return undefined;
  const [, collection, id, sub] = (call.url.split('?')[0] ?? '').split('/');
  if (!collection || !id || id === 'multi-update') return undefined;
  // A series item or an invoice line is a transaction; family members have no record of their own.
  if (sub)
    return collection === 'transactions' || collection === 'invoices' ? `/transactions/${sub}` : undefined;
  return `/${collection === 'objetives' ? 'objectives' : collection}/${id}`;
}

/** A refused change wrote nothing: the record is still there, without the caller's value. */
async function assertUntouched(call: Call, role: Role, where: string) {
  const url = storedAt(call);
  if (!url) return;
  const stored = await send({ method: 'GET', url }, 'owner');
  if (stored.status === 501) return;
  expect(stored.status, `${where}: the owner no longer reads ${url}`).toBe(200);
  expect(stored.text.includes(`${SECRET} ${role}`), `${where} changed the record anyway`).toBe(false);
}

const title = (row: Row) => `${row.operationId}${row.variant ? ` — ${row.variant}` : ''}`;
/** Cells whose expectation is the inactive-account policy (h9-auth's part of issue 9). */
const cellTitle = (role: Role, outcome: Outcome) =>
  outcome === 'inactive' ? `${role} → ${outcome} [inactive-account policy]` : `${role} → ${outcome}`;

describe('planner login for a client', () => {
  const loginAs = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email, password, clientId: world.owner.id },
    });

  it('acts for the client only when the planner has that client', async () => {
    const session = await world.server.app.inject({
      method: 'GET',
      url: `/api/users/${world.owner.id}`,
      headers: bearer(world.tokens.plannerWithClient as string),
    });
    expect(session.statusCode).toBe(200);
    for (const person of [world.owner, world.admin, world.member, world.otherPlanner]) {
      const answer = await loginAs(person.email, person.password);
      expect(answer.statusCode, person.email).toBe(403);
      expect(answer.body.includes(SECRET), person.email).toBe(false);
    }
  });
});

describe('authorization matrix', () => {
  for (const row of ROWS)
    describe(title(row), () => {
      for (const role of ROLES) it(cellTitle(role, row.expect[role]), () => assertCell(row, role));
    });
  // A success here ends the family or the account: refusals first, successes last.
  for (const row of LAST_ROWS)
    describe(title(row), () => {
      const order = [...ROLES].sort(
        (a, b) => Number(row.expect[a] === 'ok') - Number(row.expect[b] === 'ok'),
      );
      for (const role of order) it(cellTitle(role, row.expect[role]), () => assertCell(row, role));
    });
});

describe('the matrix covers the contract', () => {
  it('has a row for every operation that names a record, a user, a client or the family', () => {
    const covered = new Set([...ROWS, ...LAST_ROWS].map((row) => row.operationId));
    const missing = operationsNamingRecords(loadContract())
      .map((operation) => operation.operationId)
      .filter((id) => !covered.has(id) && !(id in COVERED_ELSEWHERE));
    expect(missing).toEqual([]);
  });

  it('names only operations of the contract', () => {
    const known = new Set(loadContract().operations.map((operation) => operation.operationId));
    const named = [...ROWS, ...LAST_ROWS]
      .map((row) => row.operationId)
      .concat(Object.keys(COVERED_ELSEWHERE));
    expect(named.filter((id) => !known.has(id))).toEqual([]);
  });
});
