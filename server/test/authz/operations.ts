import type { Contract } from '../../contract/spec.ts';

/** Names that carry a record or a person: the matrix must call every operation that takes one. */
const NAMES = /^(_?id|.*Id|user|clientId|family|remove)$/;

interface RawParameter {
  name: string;
  in: string;
}
interface RawSchema {
  properties?: Record<string, unknown>;
  oneOf?: RawSchema[];
  anyOf?: RawSchema[];
  allOf?: RawSchema[];
}
interface RawOperation {
  operationId?: string;
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: RawSchema }> };
}

function bodyFields(schema: RawSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(bodyFields)];
}

/** What an operation takes that names a record or a person, by where it goes. */
export function recordNames(path: string, operation: RawOperation, shared: RawParameter[] = []): string[] {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => `path:${match[1]}`);
  const inQuery = [...shared, ...(operation.parameters ?? [])]
    .filter((parameter) => parameter.in === 'query' && NAMES.test(parameter.name))
    .map((parameter) => `query:${parameter.name}`);
  const body = Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
    bodyFields(media.schema),
  );
  const inBody = body.filter((name) => NAMES.test(name)).map((name) => `body:${name}`);
  return [...inPath, ...inQuery, ...inBody];
}

/** Bearer or public, every operation of the contract that takes an id, a userId, a clientId or family. */
export function operationsNamingRecords(contract: Contract): Array<{ operationId: string; names: string[] }> {
  const paths = (contract.document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const found: Array<{ operationId: string; names: string[] }> = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as RawParameter[];
    for (const [method, value] of Object.entries(item)) {
      const operation = value as RawOperation;
      if (method === 'parameters' || !operation.operationId) continue;
      const names = recordNames(path, operation, shared);
      if (names.length > 0) found.push({ operationId: operation.operationId, names });
    }
  }
  return found;
}
