import type { RouteHandler } from '../types.ts';
import { IDEMPOTENCY_HEADER, withIdempotency } from './replay.ts';

interface RawParameter {
  name?: string;
  in?: string;
}

/** Operations whose contract declares the `Idempotency-Key` header: the contract decides. */
export function idempotentOperations(document: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const item of Object.values(paths)) {
    for (const raw of Object.values(item)) {
      const operation = raw as { operationId?: string; parameters?: RawParameter[] };
      const declares = operation?.parameters?.some(
        (parameter) => parameter.in === 'header' && parameter.name?.toLowerCase() === IDEMPOTENCY_HEADER,
      );
      if (declares && operation.operationId) found.add(operation.operationId);
    }
  }
  return found;
}

/** The handlers, with every operation the contract marks idempotent wrapped (decision 312). */
export function withIdempotentOperations(
  handlers: Record<string, RouteHandler>,
  document: Record<string, unknown>,
): Record<string, RouteHandler> {
  const idempotent = idempotentOperations(document);
  return Object.fromEntries(
    Object.entries(handlers).map(([id, handler]) => [
      id,
      idempotent.has(id) ? withIdempotency(handler) : handler,
    ]),
  );
}
