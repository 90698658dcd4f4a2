import type { FastifyInstance, FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { fail } from '../errors.ts';
import type { RouteHandler } from '../types.ts';
import { authenticateFirst } from './auth-first.ts';
import { registerInputGuard } from './input-guard.ts';
import { registerMethodNotAllowed } from './methods.ts';
import { registerResponseValidation } from './response-validator.ts';
import { type Contract, routeUrl } from './spec.ts';

export interface BindOptions {
  contract: Contract;
  prefix: string;
  handlers: Record<string, RouteHandler>;
  securityHandlers: Record<string, (request: FastifyRequest) => Promise<void>>;
  validateResponses: boolean;
}

/**
 * The contract grows ahead of the server: an operation without a handler answers 501 with a pt-BR
 * message, instead of openapi-glue's default (a bare Error, i.e. a 500).
 */
function withNotImplemented(contract: Contract, handlers: Record<string, RouteHandler>) {
  const all: Record<string, RouteHandler> = { ...handlers };
  for (const { operationId } of contract.operations) {
    all[operationId] ??= async () => {
      throw fail(501, 'errors.notImplemented');
    };
  }
  return all;
}

export async function bindContract(app: FastifyInstance, options: BindOptions): Promise<void> {
  const { contract, prefix } = options;
  const unknown = Object.keys(options.handlers).filter(
    (id) => !contract.operations.some((operation) => operation.operationId === id),
  );
  if (unknown.length > 0)
    throw new Error(`Handlers for operations missing from the contract: ${unknown.join(', ')}`);

  // Fastify skips body validation when no body was sent: a required body must still be there.
  const needsBody = new Set(
    contract.operations
      .filter((operation) => operation.requestBodyRequired)
      .map((operation) => `${operation.method} ${routeUrl(prefix, operation.path)}`),
  );
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && needsBody.has(`${request.method} ${request.routeOptions.url}`))
      throw fail(400, 'errors.badRequest');
  });

  registerInputGuard(app, prefix);
  if (options.validateResponses) registerResponseValidation(app, contract, prefix);
  authenticateFirst(app, prefix);

  await app.register(openapiGlue, {
    specification: contract.document,
    prefix,
    serviceHandlers: withNotImplemented(contract, options.handlers),
    securityHandlers: options.securityHandlers,
  });
  registerMethodNotAllowed(app, contract, prefix);
}
