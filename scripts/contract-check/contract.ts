import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BUNDLE = new URL('../../src/api/gen/openapi.json', import.meta.url).pathname;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  example?: unknown;
  schema?: { type?: string; enum?: unknown[] };
}

export interface Operation {
  operationId: string;
  method: string;
  /** The contract path, e.g. `/users/{id}`. */
  path: string;
  /** `security: []`: called without a token. */
  public: boolean;
  parameters: Parameter[];
  /** The request examples of the body, by name; empty when the operation takes no JSON body. */
  bodyExamples: Array<{ name: string; value: unknown }>;
}

interface RawOperation {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: {
    content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }>;
  };
}

type Document = { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;

export const readContract = (): Document => JSON.parse(readFileSync(BUNDLE, 'utf8')) as Document;

/** Every operation of the contract, in the order the contract lists them. */
export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const [method, value] of Object.entries(item)) {
      const raw = value as RawOperation;
      if (!METHODS.has(method) || !raw.operationId) continue;
      const json = raw.requestBody?.content?.['application/json'];
      const bodyExamples = json?.examples
        ? Object.entries(json.examples).map(([name, example]) => ({ name, value: example.value }))
        : json?.example !== undefined
          ? [{ name: 'example', value: json.example }]
          : [];
      operations.push({
        operationId: raw.operationId,
        method: method.toUpperCase(),
        path,
        public: Array.isArray(raw.security) && raw.security.length === 0,
        parameters: [...shared, ...(raw.parameters ?? [])],
        bodyExamples,
      });
    }
  }
  return operations;
}

/**
 * Prism matches request paths against `paths` and ignores `servers`: a copy of the bundle whose paths
 * carry the backend's prefix (`/api` for ours).
 */
export function writePrefixedBundle(document: Document, prefix: string, folder: string): string {
  const copy = {
    ...document,
    servers: undefined,
    paths: Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [`${prefix}${path}`, item]),
    ),
  };
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'contract-check.json');
  writeFileSync(file, JSON.stringify(copy));
  return file;
}
