import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Contract, type Operation, routeUrl } from './spec.ts';

export class ContractViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContractViolation';
  }
}

/**
 * Checks every answer against the contract (tests turn this on): a documented status must match
 * its schema, an undocumented success is a violation, an undocumented error must still be the
 * shared Error shape. A violation replaces the answer with a 500 that names it, so tests fail loudly.
 */
export function registerResponseValidation(app: FastifyInstance, contract: Contract, prefix: string): void {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const byRoute = new Map<string, Operation>();
  for (const operation of contract.operations)
    byRoute.set(`${operation.method} ${routeUrl(prefix, operation.path)}`, operation);
  const validators = new Map<unknown, ReturnType<typeof ajv.compile>>();
  const validatorFor = (schema: unknown) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema as object);
      validators.set(schema, validate);
    }
    return validate;
  };

  const check = (request: FastifyRequest, reply: FastifyReply, body: unknown): string | undefined => {
    const operation = byRoute.get(`${request.method} ${request.routeOptions.url}`);
    if (!operation) return undefined;
    const status = String(reply.statusCode);
    if (status === '501') return undefined;
    const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!documented) {
      if (reply.statusCode < 400)
        return `${operation.operationId} answered ${status}, which the contract does not document`;
      return validate(contract.errorSchema, body, `${operation.operationId} ${status}`);
    }
    const mediaTypes = Object.keys(documented);
    if (mediaTypes.length === 0) {
      return body === undefined || body === null || body === ''
        ? undefined
        : `${operation.operationId} ${status} must have no body`;
    }
    const type = String(reply.getHeader('content-type') ?? 'application/json').split(';')[0] ?? '';
    const schema = documented[type];
    if (schema === undefined)
      return `${operation.operationId} ${status} answered ${type}, not ${mediaTypes.join(', ')}`;
    return validate(schema, body, `${operation.operationId} ${status}`);
  };

  const validate = (schema: unknown, body: unknown, where: string): string | undefined => {
    const run = validatorFor(schema);
    if (run(body)) return undefined;
    return `${where}: ${ajv.errorsText(run.errors)}`;
  };

  app.addHook('preSerialization', async (request, reply, payload) => {
    const problem = check(request, reply, payload);
    if (!problem) return payload;
    request.log.error({ problem }, 'response violates the contract');
    reply.status(500);
    return { message: `Contract violation: ${problem}` };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // JSON objects were checked before serialization; here come strings (CSV) and empty bodies.
    if (typeof payload !== 'string' && payload !== undefined && payload !== null) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.includes('json')) return payload;
    const problem = check(request, reply, payload ?? undefined);
    if (!problem) return payload;
    request.log.error({ problem }, 'response violates the contract');
    reply.status(500).type('application/json');
    return JSON.stringify({ message: `Contract violation: ${problem}` });
  });
}
