import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { unsafeInput } from '../../contract/input-guard.ts';
import type { FuzzOperation, FuzzRequest } from './generator.ts';

type Validate = (data: unknown) => boolean;

/**
 * Decides whether a generated request breaks the contract, with the validator options Fastify's
 * own compiler uses here (draft-07 Ajv, formats, coercion of query and path strings), so "invalid"
 * means what the server is bound to refuse, not what the mutation meant to do.
 */
export function classifier() {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false });
  addFormats.default(ajv);
  const cache = new Map<string, { params?: Validate; query?: Validate; body?: Validate }>();
  const objectOf = (list: FuzzOperation['pathParams']) => ({
    type: 'object',
    properties: Object.fromEntries(list.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: list.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
  const validators = (operation: FuzzOperation) => {
    let entry = cache.get(operation.operationId);
    if (!entry) {
      entry = {
        ...(operation.pathParams.length ? { params: ajv.compile(objectOf(operation.pathParams)) } : {}),
        ...(operation.queryParams.length ? { query: ajv.compile(objectOf(operation.queryParams)) } : {}),
        ...(operation.body ? { body: ajv.compile(operation.body.schema) } : {}),
      };
      cache.set(operation.operationId, entry);
    }
    return entry;
  };

  /** Why the request is invalid, or undefined when the contract allows it. */
  return (operation: FuzzOperation, request: FuzzRequest): string | undefined => {
    const { params, query } = request.parts;
    if (Object.values(params).some((value) => /\p{Cs}/u.test(value) || value.length > 100)) return 'path';
    let body = request.parts.body;
    if (request.parts.rawBody !== undefined) {
      try {
        body = JSON.parse(request.parts.rawBody);
      } catch {
        return 'malformed JSON';
      }
    }
    if (unsafeInput([params, query, body])) return 'NUL or depth';
    const check = validators(operation);
    if (check.params && !check.params(structuredClone(params))) return 'params';
    if (check.query && !check.query(structuredClone(query))) return 'query';
    if (operation.body) {
      if (request.payload === undefined) return operation.body.required ? 'missing body' : undefined;
      if (check.body && !check.body(structuredClone(body))) return 'body';
    }
    return undefined;
  };
}
