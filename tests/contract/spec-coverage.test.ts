import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every call the three spec documents name, written out by hand from their section 7 (and the
// generic collections of "Generic data calls" / "On first load"). Removing one from the contract fails here.
const SPEC_CALLS = [
  // Spec 1: access, session and shell
  'GET /health',
  'POST /users/authenticate',
  'POST /users',
  'POST /users/account/recovery',
  'POST /users/password',
  'POST /users/account/activation',
  'POST /users/account/activation/resend_email',
  'POST /users/account/reset',
  'DELETE /users/{id}',
  'GET /users/{id}',
  'PATCH /users/{id}',
  'POST /users/export_user_story',
  'GET /users/clients',
  'POST /b2b/companies/employee/activate',
  'GET /families',
  'GET /families/{id}',
  'POST /families',
  'PATCH /families/{id}',
  'PUT /families/{id}',
  'DELETE /families/{id}',
  'POST /families/voucher',
  'POST /families/{id}/member',
  'DELETE /families/{id}/member',
  'GET /promotionalcodes',
  'GET /promotionalcodes/{id}',
  'POST /promotionalcodes',
  'PATCH /promotionalcodes/{id}',
  'PUT /promotionalcodes/{id}',
  'DELETE /promotionalcodes/{id}',
  // Spec 2: money screens
  'GET /transactions',
  'GET /transactions/{id}',
  'POST /transactions',
  'PATCH /transactions/{id}',
  'PUT /transactions/{id}',
  'DELETE /transactions/{id}',
  'PATCH /transactions/{id}/{sub_id}',
  'PUT /transactions/{id}/{sub_id}',
  'DELETE /transactions/{id}/{sub_id}',
  'GET /invoices',
  'GET /invoices/{id}',
  'POST /invoices',
  'PATCH /invoices/{id}',
  'PUT /invoices/{id}',
  'DELETE /invoices/{id}',
  'PATCH /invoices/{id}/{sub_id}',
  'PUT /invoices/{id}/{sub_id}',
  'DELETE /invoices/{id}/{sub_id}',
  'GET /payments',
  'GET /payments/{id}',
  'POST /payments',
  'PATCH /payments/{id}',
  'PUT /payments/{id}',
  'DELETE /payments/{id}',
  'GET /linkedtransactions',
  'GET /linkedtransactions/{id}',
  'POST /linkedtransactions',
  'PATCH /linkedtransactions/{id}',
  'PUT /linkedtransactions/{id}',
  'DELETE /linkedtransactions/{id}',
  'DELETE /objetives/{id}',
  'GET /balances',
  'GET /balancesChart',
  'POST /open-banking/access-token',
  'GET /bankaccesses',
  'GET /bankaccesses/{id}',
  'POST /bankaccesses',
  'PATCH /bankaccesses/{id}',
  'PUT /bankaccesses/{id}',
  'DELETE /bankaccesses/{id}',
  'POST /bankaccesses/{id}/sync',
  'POST /bankaccesses/{id}/token',
  'POST /chat',
  // Spec 3: planning, settings and learning
  'GET /budgets',
  'GET /budgets/{id}',
  'POST /budgets',
  'PATCH /budgets/{id}',
  'PUT /budgets/{id}',
  'DELETE /budgets/{id}',
  'PATCH /budgets/multi-update',
  'POST /onboarding',
  'GET /categories',
  'GET /categories/{id}',
  'POST /categories',
  'PATCH /categories/{id}',
  'PUT /categories/{id}',
  'DELETE /categories/{id}',
  'GET /subscriptions',
  'GET /subscriptions/{id}',
  'POST /subscriptions',
  'PATCH /subscriptions/{id}',
  'PUT /subscriptions/{id}',
  'DELETE /subscriptions/{id}',
  'GET /subscriptions/{id}/invoices',
  'POST /subscriptions/{id}/status',
  'POST /subscriptions/gateway/client',
  'POST /subscriptions/gateway/payment',
  'POST /subscriptions/gateway/subscription',
  'POST /bankaccesses/{id}/migrate',
  'GET /objectives',
  'GET /objectives/{id}',
  'POST /objectives',
  'PATCH /objectives/{id}',
  'PUT /objectives/{id}',
  'DELETE /objectives/{id}',
  'POST /objectives/{id}/transaction',
  'GET /tasks',
  'GET /tasks/{id}',
  'POST /tasks',
  'PATCH /tasks/{id}',
  'PUT /tasks/{id}',
  'DELETE /tasks/{id}',
  'GET /userconfigs',
  'GET /userconfigs/{id}',
  'POST /userconfigs',
  'PATCH /userconfigs/{id}',
  'PUT /userconfigs/{id}',
  'DELETE /userconfigs/{id}',
  'GET /profiles',
  'GET /profiles/{id}',
  'POST /profiles',
  'PATCH /profiles/{id}',
  'PUT /profiles/{id}',
  'DELETE /profiles/{id}',
  'GET /products',
  'GET /products/{id}',
  'GET /educational/blog',
  'GET /educational/videos',
  'GET /educational/trails',
  'GET /educational/trails/{id}',
  'POST /educational/trails',
  'PATCH /educational/trails/{id}',
  'PUT /educational/trails/{id}',
  'DELETE /educational/trails/{id}',
  'POST /users/{id}/videos_watched',
  'GET /experts',
  'GET /experts/{id}',
  'PATCH /experts/{id}',
] as const;

// Query and body names the backend already speaks, misspellings included.
const SPEC_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['GET /users/clients', 'plannerCode'],
  ['POST /families/{id}/member', 'remove'],
  ['DELETE /families/{id}/member', 'remove'],
  ['PATCH /transactions/{id}', 'applyForAll'],
  ['PATCH /transactions/{id}', 'markedAsTranslation'],
  ['DELETE /transactions/{id}', 'applyForAll'],
  ['DELETE /payments/{id}', 'applyForAll'],
  ['DELETE /invoices/{id}/{sub_id}', 'applyForAll'],
  ['DELETE /objetives/{id}', 'applyForAll'],
  ['PATCH /invoices/{id}/{sub_id}', 'markedAsTranslation'],
  ['GET /invoices', 'ignoreInvoicePeriod'],
  ['GET /invoices', 'month'],
  ['GET /invoices', 'year'],
  ['GET /balancesChart', 'inicio'],
  ['GET /balancesChart', 'fim'],
  ['GET /balances', 'chartType'],
  ['GET /budgets', 'family'],
  ['POST /budgets', 'fill'],
  ['POST /budgets', 'multi'],
  ['POST /subscriptions/{id}/status', 'status'],
];

const PUBLIC_OPERATIONS = new Set([
  'getHealth',
  'authenticateUser',
  'createUser',
  'requestAccountRecovery',
  'updatePassword',
  // Social sign-in (decision 490): before any session exists.
  'startSocialSignIn',
  'finishSocialSignIn',
  // The gateway's trigger: no person's session; its shared secret is checked instead (decision 435).
  'receiveGatewayWebhook',
]);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Parameter {
  name: string;
  in: string;
}
interface MediaType {
  examples?: Record<string, unknown>;
  example?: unknown;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
type PathItem = Partial<Record<(typeof METHODS)[number], Operation>> & { parameters?: Parameter[] };
interface Contract {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, unknown> };
}

const contract = JSON.parse(
  readFileSync(new URL('../../src/api/gen/openapi.json', import.meta.url), 'utf8'),
) as Contract;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method];
    return op ? [{ key: `${method.toUpperCase()} ${path}`, item, op }] : [];
  }),
);
const byKey = new Map(operations.map((entry) => [entry.key, entry]));

const hasExample = (media: MediaType | undefined) =>
  media !== undefined && (media.example !== undefined || Object.keys(media.examples ?? {}).length > 0);

describe('the contract covers every call of the specs', () => {
  it.each(SPEC_CALLS)('%s', (call) => {
    expect(byKey.has(call), `${call} is missing from the contract`).toBe(true);
  });

  it.each(SPEC_QUERIES)('%s takes the query %s', (call, name) => {
    const entry = byKey.get(call);
    const names = [...(entry?.item.parameters ?? []), ...(entry?.op.parameters ?? [])]
      .filter((p) => p.in === 'query')
      .map((p) => p.name);
    expect(names).toContain(name);
  });

  it('keeps the spelling of the fields the backend speaks', () => {
    const schemas = JSON.stringify(contract.components.schemas);
    for (const field of [
      'noessentialValue',
      'investimentCategories',
      'expertizes',
      'contendVideo',
      'spended',
    ]) {
      expect(schemas).toContain(`"${field}"`);
    }
    expect(schemas).toContain('"investiments"');
  });
});

describe('every operation is documented', () => {
  const ids = operations.map(({ op }) => op.operationId);

  it('has unique operationIds', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations.map((entry) => [entry.key, entry.op] as const))('%s', (_key, op) => {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(op.summary?.length).toBeGreaterThan(0);
    expect(op.tags?.length).toBe(1);

    const isPublic = PUBLIC_OPERATIONS.has(op.operationId ?? '');
    if (isPublic) expect(op.security).toEqual([]);
    else {
      expect(op.security).toBeUndefined();
      expect(op.responses['401']).toBeDefined();
    }
    if (op.operationId !== 'getHealth') {
      expect(Object.keys(op.responses).some((code) => code.startsWith('4'))).toBe(true);
    }

    for (const media of Object.values(op.requestBody?.content ?? {})) expect(hasExample(media)).toBe(true);
    for (const [code, response] of Object.entries(op.responses)) {
      for (const media of Object.values(response.content ?? {})) {
        expect(hasExample(media), `${code} has no example`).toBe(true);
      }
    }
  });
});
