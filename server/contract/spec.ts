import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Operation {
  operationId: string;
  method: string;
  /** The contract path, e.g. `/users/{id}`. */
  path: string;
  requestBodyRequired: boolean;
  /** Response schemas by status code and media type. */
  responses: Record<string, Record<string, unknown>>;
}

export interface Contract {
  document: Record<string, unknown>;
  operations: Operation[];
  errorSchema: unknown;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);
const BUNDLE = fileURLToPath(new URL('../../src/api/gen/openapi.json', import.meta.url));

interface RawOperation {
  operationId?: string;
  requestBody?: { required?: boolean };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** Reads the contract bundle (dereferenced by `npm run gen`) and lists its operations. */
export function loadContract(path = BUNDLE): Contract {
  const document = JSON.parse(readFileSync(path, 'utf8')) as {
    paths?: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method) || !raw.operationId) continue;
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(raw.responses ?? {})) {
        responses[status] = Object.fromEntries(
          Object.entries(response.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        );
      }
      operations.push({
        operationId: raw.operationId,
        method: method.toUpperCase(),
        path,
        requestBodyRequired: raw.requestBody?.required === true,
        responses,
      });
    }
  }
  return { document, operations, errorSchema: document.components?.schemas?.Error };
}

/** The Fastify URL of a contract path under a prefix: `/users/{id}` -> `/api/users/:id`. */
export const routeUrl = (prefix: string, path: string) => `${prefix}${path.replace(/\{(\w+)\}/g, ':$1')}`;
