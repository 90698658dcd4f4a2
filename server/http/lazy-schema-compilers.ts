import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Request headers arrive lower-cased. Fastify lower-cases a header schema's names (`Idempotency-Key`)
 * for its own compiler only: any compiler given in `compilersFactory` counts as custom and gets the
 * schema as written, so this one does it. The contract's header schemas name their headers at the
 * top level.
 */
function lowerCaseNames<Schema>(schema: Schema): Schema {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { properties, required, ...rest } = schema as { properties?: object; required?: unknown };
  return {
    ...rest,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(Array.isArray(required) && { required: required.map((name) => String(name).toLowerCase()) }),
  } as Schema;
}

/**
 * Fastify's own compilers (Ajv for what comes in, fast-json-stringify for what goes out), each
 * route's schema compiled on its first request instead of at start. Compiling the whole contract
 * took about 1.1 s of the server's 5 s start on the 2-core machine, paid again at every restart and
 * in every test file, for routes most of those never call (decision 369).
 */
export function lazySchemaCompilers(): Required<Compilers> {
  const eagerValidators = AjvCompiler();
  const eagerSerializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas, options) => {
      const compilerFor = eagerValidators(externalSchemas, options);
      // A query, a path or a header is text, so it is coerced to the contract's types; a JSON body
      // carries its own, and a client's `"value": true` or `"-10"` is a fault to refuse, not an
      // amount to book.
      const bodyCompilerFor = eagerValidators(externalSchemas, {
        ...options,
        customOptions: { ...options?.customOptions, coerceTypes: false },
      } as typeof options);
      return (route) => {
        let compiled: Validate | undefined;
        const compile = () => {
          const compiler = route.httpPart === 'body' ? bodyCompilerFor : compilerFor;
          compiled ??= compiler(
            route.httpPart === 'headers' ? { ...route, schema: lowerCaseNames(route.schema) } : route,
          ) as Validate;
          return compiled;
        };
        const validate: Validate = (data, context) => {
          const run = compile();
          const result = run(data, context);
          validate.errors = run.errors;
          return result;
        };
        // Fastify reads `schemaEnv` before each call to hand Ajv the parent object, so that a coerced
        // root value is written back: reading it compiles, and the first request runs as every other.
        Object.defineProperty(validate, 'schemaEnv', { get: () => compile().schemaEnv });
        return validate as ReturnType<typeof compilerFor>;
      };
    },
    buildSerializer: (externalSchemas, options) => {
      const compilerFor = eagerSerializers(externalSchemas, options);
      return (route) => {
        let compiled: ((data: unknown) => string) | undefined;
        return (data) => {
          compiled ??= compilerFor(route);
          return compiled(data);
        };
      };
    },
  };
}
