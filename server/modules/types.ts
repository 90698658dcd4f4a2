import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/api/gen/schema.d.ts';

export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type Body<O extends OperationId> = operations[O] extends { requestBody?: infer R } ? JsonOf<R> : never;
export type Query<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q }
  ? Q
  : never;
export type Params<O extends OperationId> = operations[O]['parameters'] extends { path?: infer P }
  ? P
  : never;
export type Answer<O extends OperationId, S extends keyof operations[O]['responses']> = JsonOf<
  operations[O]['responses'][S]
>;

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: Body<O>;
  Querystring: Query<O>;
  Params: Params<O>;
}>;

export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<unknown>;

/** A module's handlers, named by operationId; request types follow from the name. */
export type Handlers = { [O in OperationId]?: OperationHandler<O> };
