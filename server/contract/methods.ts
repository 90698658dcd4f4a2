import type { FastifyInstance, HTTPMethods } from 'fastify';
import { t } from '../i18n.ts';
import { type Contract, routeUrl } from './spec.ts';

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A method a contract path does not have answers 405 with an `Allow` header (RFC 9110 §15.5.6) and
 * the contract's error shape, instead of a 404 that says the path does not exist. HEAD comes with
 * GET (Fastify answers it from the GET route).
 */
export function registerMethodNotAllowed(app: FastifyInstance, contract: Contract, prefix: string): void {
  const byPath = new Map<string, Set<string>>();
  for (const operation of contract.operations) {
    const methods = byPath.get(operation.path) ?? new Set<string>();
    methods.add(operation.method);
    if (operation.method === 'GET') methods.add('HEAD');
    byPath.set(operation.path, methods);
  }
  for (const [path, methods] of byPath) {
    const missing = METHODS.filter((method) => !methods.has(method));
    if (missing.length === 0) continue;
    const allow = METHODS.filter((method) => methods.has(method)).join(', ');
    app.route({
      method: missing,
      url: routeUrl(prefix, path),
      // Answered before the body is read: whatever comes is refused the same way.
      onRequest: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', allow)
          .send({ message: t('errors.methodNotAllowed') }),
      handler: async (_request, reply) => reply,
    });
  }
}
