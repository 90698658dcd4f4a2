import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bindContract } from '../contract/bind.ts';
import { loadContract } from '../contract/spec.ts';
import { lazySchemaCompilers } from './lazy-schema-compilers.ts';

// The server's Ajv options (server/app.ts): arrays coerced from a single query value, defaults filled.
const ajv = {
  customOptions: { removeAdditional: false, coerceTypes: 'array' as const, useDefaults: true, strict: false },
};

/** The same routes on Fastify's own compilers and on the lazy ones: a client must not tell them apart. */
function appWith(lazy: boolean): FastifyInstance {
  const app = Fastify({
    ajv,
    ...(lazy ? { schemaController: { compilersFactory: lazySchemaCompilers() } } : {}),
  });
  app.post(
    '/items',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            tag: { type: 'array', items: { type: 'string' } },
            page: { type: 'integer', default: 1 },
          },
        },
        body: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 1 }, cents: { type: 'integer' } },
          required: ['name', 'cents'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              cents: { type: 'integer' },
              tags: { type: 'array' },
              page: { type: 'integer' },
            },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { tag: string[]; page: number };
      return { ...(request.body as object), tags: query.tag, page: query.page, secret: 'never sent' };
    },
  );
  // Header names as the contract writes them; a request's arrive lower-cased.
  app.post(
    '/keyed',
    {
      schema: {
        headers: {
          type: 'object',
          properties: { 'Idempotency-Key': { type: 'string', maxLength: 8 } },
          required: ['Idempotency-Key'],
        },
      },
    },
    async (request) => ({ key: request.headers['idempotency-key'] }),
  );
  // A body that is a list at its root.
  app.post('/tags', { schema: { body: { type: 'array', items: { type: 'string' } } } }, async (request) => ({
    tags: request.body,
  }));
  return app;
}

const eager = appWith(false);
const lazy = appWith(true);
afterAll(async () => {
  await Promise.all([eager.close(), lazy.close()]);
});

describe('schemas compiled on first use', () => {
  it.each([
    [
      'a valid body, a single tag coerced to a list, the page defaulted',
      '/items?tag=casa',
      { name: 'Luz', cents: 1234 },
    ],
    ['a missing field', '/items', { name: 'Luz' }],
    ['a field the schema does not allow', '/items', { name: 'Luz', cents: 1, extra: true }],
    ['a string where an integer goes', '/items?page=dois', { name: 'Luz', cents: 1 }],
    ['an empty name', '/items?tag=a&tag=b', { name: '', cents: 1 }],
    ['a header named in capitals, within bounds', '/keyed', {}, { 'IDEMPOTENCY-KEY': 'abc' }],
    ['a header too long', '/keyed', {}, { 'Idempotency-Key': 'x'.repeat(9) }],
    ['a required header missing', '/keyed', {}],
  ])(
    '%s: the same status and body as compiled at start, first request and later',
    async (_case, url, body, headers: Record<string, string> = {}) => {
      const request = {
        method: 'POST' as const,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      };
      const expected = await eager.inject(request);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await lazy.inject(request);
        expect(answer.statusCode).toBe(expected.statusCode);
        expect(answer.json()).toEqual(expected.json());
      }
    },
  );

  it.each([
    ['an integer sent as text', { name: 'Luz', cents: '1234' }, 'cents'],
    ['a boolean where an integer goes', { name: 'Luz', cents: true }, 'cents'],
    ['a number where a string goes', { name: 1234, cents: 1 }, 'name'],
    ['a list of one where an integer goes', { name: 'Luz', cents: [1] }, 'cents'],
  ])('a body is taken as sent, never coerced: %s answers 400', async (_case, body, field) => {
    const answer = await lazy.inject({ method: 'POST', url: '/items', payload: body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(field);
  });

  it('a body that is a list is not made one from a lone value', async () => {
    const answer = await lazy.inject({
      method: 'POST',
      url: '/tags',
      payload: JSON.stringify('casa'),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    const list = await lazy.inject({ method: 'POST', url: '/tags', payload: ['casa'] });
    expect(list.json()).toEqual({ tags: ['casa'] });
  });

  it('answers only the fields the response schema names', async () => {
    const answer = await lazy.inject({
      method: 'POST',
      url: '/items?tag=casa',
      payload: { name: 'Luz', cents: 1 },
    });
    expect(answer.json()).toEqual({ name: 'Luz', cents: 1, tags: ['casa'], page: 1 });
  });

  it('every schema of the contract still compiles, as it did at start before (a broken one would 500 at first use)', async () => {
    const contract = loadContract();
    const app = Fastify({ ajv });
    await bindContract(app, {
      contract,
      prefix: '/api',
      handlers: {},
      securityHandlers: { bearerAuth: async () => {} },
      validateResponses: false,
    });
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});
