import './types.ts';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { errorCodes, type FastifyInstance } from 'fastify';
import { bearerAuth } from './auth/bearer.ts';
import { expiredRoutes } from './auth/expired.ts';
import { registerFormPostReturn } from './auth/form-post-return.ts';
import { identityProviders } from './auth/identity-providers.ts';
import { inactiveRoutes } from './auth/inactive.ts';
import { resolveSecret, tokenService } from './auth/tokens.ts';
import { registerDevGateway } from './billing/dev-routes.ts';
import { parseForm } from './billing/form.ts';
import { createBilling } from './billing/index.ts';
import { type AppConfig, providersWithoutClient } from './config.ts';
import { bindContract } from './contract/bind.ts';
import { loadContract } from './contract/spec.ts';
import { openDatabase } from './db/client.ts';
import { seedDefaultCategories } from './db/seed-categories.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandlers } from './errors.ts';
import { registerAnswerCache } from './http/answer-cache.ts';
import { registerApiCompression } from './http/compression.ts';
import { lazySchemaCompilers } from './http/lazy-schema-compilers.ts';
import { withIdempotentOperations } from './idempotency/operations.ts';
import { registerJobs } from './jobs/index.ts';
import { logRedaction, serializeRequest } from './logging.ts';
import { loadBrand } from './mail/brand.ts';
import { createMailer } from './mail/mailer.ts';
import { handlers } from './modules/index.ts';
import { openBankingOf } from './open-banking/index.ts';
import { createRepositories } from './repositories/index.ts';
import { seedLearningContent } from './repositories/learning.ts';
import { helmetOptionsFor } from './security-headers.ts';
import { registerSpa } from './spa.ts';
import { upgradeData } from './upgrades.ts';

export const API_PREFIX = '/api';
/** The one API route that takes a form: Iugu's triggers (decision 435). */
const GATEWAY_WEBHOOK_ROUTE = `${API_PREFIX}/subscriptions/gateway/webhook`;
const ONE_MEGABYTE = 1024 * 1024;

/** What Node's HTTP parser lets through: the request line shares its 16 KB of headers. */
const MAX_URL_LENGTH = 16_384;

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: ONE_MEGABYTE,
    trustProxy: process.env.TRUST_PROXY === '1',
    // The id in logs and in the answer is always ours: a client's x-request-id could forge or
    // collide with another request's log lines (it is logged apart, as clientRequestId).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A URL Fastify cannot route (bad percent-encoding) answers our error shape, with our headers.
    frameworkErrors: frameworkErrorHandler,
    // A request the HTTP parser cannot read answers a pt-BR message too.
    clientErrorHandler,
    logger: {
      level: config.logLevel,
      redact: logRedaction,
      serializers: { req: serializeRequest },
    },
    ajv: {
      // Whatever the contract does not allow is refused (400), never silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, strict: false },
    },
    schemaController: { compilersFactory: lazySchemaCompilers() },
    // Any id that arrives reaches its route, where the token is checked first and the contract's
    // own limit (100 characters) answers 400; with the router's default of 100 a longer id fell to
    // the SPA's file route and answered 404 or 403 whatever the token (audit Q3).
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
  });

  // Only JSON comes in, and forms for the gateway's triggers and the development gateway's page
  // (decision 435); any other body type answers 415. A form sent to any other API route answers 415
  // too: Fastify validates a body only against the schema of its own media type, and the contract
  // gives those routes a JSON one alone, so a form went through unchecked.
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const route = request.routeOptions.url ?? '';
      if (route.startsWith(API_PREFIX) && route !== GATEWAY_WEBHOOK_ROUTE) {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('application/x-www-form-urlencoded'), undefined);
        return;
      }
      done(null, parseForm(String(body)));
    },
  );
  // text/csv is only the export's answer; fastify-openapi-glue warns at every start about each media
  // type in the contract, answers included, that has no body parser. A CSV body gets the 415 that any
  // other unlisted type gets.
  app.addContentTypeParser('text/csv', (_request, _payload, done) => {
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/csv'), undefined);
  });
  app.decorate('config', config);
  app.decorateRequest('auth', null);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  app.decorate('database', database);
  app.addHook('onClose', () => database.close());
  app.decorate('repos', createRepositories(database.db));
  await seedDefaultCategories(database.db);
  await seedLearningContent(database.db);
  await upgradeData(app);

  app.decorate('brand', loadBrand(config.brand));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      senderName: app.brand.brand,
      outbox: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  );
  app.decorate('tokens', tokenService(await resolveSecret(database.db, config.jwtSecret)));
  app.decorate('identities', identityProviders(config.social));
  for (const provider of providersWithoutClient(config.brand, config.social)) {
    app.log.warn(
      { provider },
      `the brand offers sign-in with ${provider} but SOCIAL_${provider.toUpperCase()}_CLIENT_ID is not set: its button will answer that it is not available`,
    );
  }
  registerJobs(app);
  app.decorate(
    'billing',
    createBilling({
      config: config.billing,
      brand: config.brand,
      appUrl: config.appUrl,
      store: app.repos.subscriptions.devStore,
      // The development gateway's triggers take the same road as Iugu's: through the webhook.
      notify: async (form, secret) => {
        const response = await app.inject({
          method: 'POST',
          url: GATEWAY_WEBHOOK_ROUTE,
          headers: { authorization: secret, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(form).toString(),
        });
        if (response.statusCode !== 200)
          app.log.error({ status: response.statusCode }, 'dev gateway webhook refused');
      },
    }),
  );

  // The CSP names the real open-banking widget's origins only when that provider is the one in use.
  await app.register(helmet, helmetOptionsFor(openBankingOf(app).connectWidget));
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

  const contract = loadContract();
  await bindContract(app, {
    contract,
    prefix: API_PREFIX,
    handlers: withIdempotentOperations(handlers, contract.document),
    securityHandlers: {
      bearerAuth: bearerAuth(app, inactiveRoutes(contract, API_PREFIX), expiredRoutes(contract, API_PREFIX)),
    },
    validateResponses: config.validateResponses,
  });
  await registerFormPostReturn(app);
  if (app.billing.dev) await registerDevGateway(app, app.billing.dev);
  await registerSpa(app, config.staticDir, API_PREFIX);
  return app;
}
