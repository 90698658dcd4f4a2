import './types.ts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { bearerAuth } from './auth/bearer.ts';
import { resolveSecret, tokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import { bindContract } from './contract/bind.ts';
import { loadContract } from './contract/spec.ts';
import { openDatabase } from './db/client.ts';
import { seedDefaultCategories } from './db/seed-categories.ts';
import { registerErrorHandlers } from './errors.ts';
import { registerAnswerCache } from './http/answer-cache.ts';
import { registerApiCompression } from './http/compression.ts';
import { logRedaction, serializeRequest } from './logging.ts';
import { loadBrand } from './mail/brand.ts';
import { createMailer } from './mail/mailer.ts';
import { handlers } from './modules/index.ts';
import { createRepositories } from './repositories/index.ts';
import { seedLearningContent } from './repositories/learning.ts';
import { registerSpa } from './spa.ts';

export const API_PREFIX = '/api';
const ONE_MEGABYTE = 1024 * 1024;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: ONE_MEGABYTE,
    trustProxy: process.env.TRUST_PROXY === '1',
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logger: {
      level: config.logLevel,
      redact: logRedaction,
      serializers: { req: serializeRequest },
    },
    ajv: {
      // Whatever the contract does not allow is refused (400), never silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, strict: false },
    },
  });

  // Only JSON comes in; any other body type answers 415.
  app.removeContentTypeParser(['text/plain']);
  app.decorate('config', config);
  app.decorateRequest('auth', null);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  app.decorate('repos', createRepositories(database.db));
  await seedDefaultCategories(database.db);
  await seedLearningContent(database.db);

  app.decorate('brand', loadBrand(config.brand));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outbox: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  );
  app.decorate('tokens', tokenService(await resolveSecret(database.db, config.jwtSecret)));

  await app.register(helmet, {
    // The SPA loads its own bundles only; inline styles come from the charts and theme variables.
    contentSecurityPolicy: {
      directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] },
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // Revalidated answers set their own (decision 360); the rest are never kept.
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  registerErrorHandlers(app);
  registerAnswerCache(app);
  await registerApiCompression(app, API_PREFIX);

  await bindContract(app, {
    contract: loadContract(),
    prefix: API_PREFIX,
    handlers,
    securityHandlers: { bearerAuth: bearerAuth(app) },
    validateResponses: config.validateResponses,
  });
  await registerSpa(app, config.staticDir, API_PREFIX);
  return app;
}
