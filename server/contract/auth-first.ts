import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * openapi-glue runs an operation's security handlers as a preHandler, i.e. after the body was parsed
 * and validated: a request without a token but with a bad body would learn field names (400) instead
 * of being refused (401). Every route under the prefix gets glue's security check moved to onRequest,
 * before parsing and validation; glue still decides which operations need which scheme.
 * Registered before the contract binding, so it sees glue's routes as they are added.
 */
export function authenticateFirst(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || route.preHandler === undefined) return;
    const security = asList(route.preHandler) as unknown as onRequestHookHandler[];
    route.onRequest = [...asList(route.onRequest), ...security];
    route.preHandler = undefined as unknown as preHandlerHookHandler;
  });
}
