import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';

/**
 * Requests generated from the contract: fast-check draws the plan (seeded, so a run is reproducible
 * from its seed) and json-schema-faker draws schema-valid values from that plan's seed. Each
 * request is either valid or broken on purpose; whether it really is invalid is decided later by
 * the same validator options the server uses (see classify.ts), not by the mutation's name.
 */

type Schema = Record<string, unknown>;

interface RawParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

export interface FuzzOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  pathParams: RawParameter[];
  queryParams: RawParameter[];
  body?: { schema: Schema; required: boolean };
  statuses: Set<string>;
}

export interface FuzzRequest {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to the request, for the report. */
  mutation: string;
  /** The parts as sent (before JSON encoding), for the classifier. */
  parts: { params: Record<string, string>; query: Record<string, string>; body: unknown; rawBody?: string };
  /** A request sent without (or with a forged) token to a secured operation. */
  anonymous: boolean;
}

/** The world the requests are made in: a signed-in user and ids of records that exist. */
export interface FuzzWorld {
  token: string;
  userId: string;
  email: string;
  password: string;
  /** Real ids by the path's first segment (`transactions`, `payments`...). */
  ids: Record<string, string[]>;
  /** Real `{id}/{sub_id}` pairs by first segment (a series and one occurrence, an invoice and a line). */
  pairs: Record<string, Array<[string, string]>>;
  /** Real ids a body may name, by field name (`payment`, `category`, `user`...). */
  fieldIds: Record<string, string[]>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function fuzzOperations(document: Record<string, unknown>): FuzzOperation[] {
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const rootSecurity = document.security as unknown[] | undefined;
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as RawParameter[] | undefined) ?? [];
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw?.operationId) continue;
      const parameters = [...shared, ...((raw.parameters as RawParameter[] | undefined) ?? [])];
      const requestBody = raw.requestBody as
        | { required?: boolean; content?: Record<string, { schema?: Schema }> }
        | undefined;
      const bodySchema = requestBody?.content?.['application/json']?.schema;
      const security = (raw.security as unknown[] | undefined) ?? rootSecurity ?? [];
      operations.push({
        operationId: String(raw.operationId),
        method: method.toUpperCase(),
        path,
        secured: security.length > 0,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        ...(bodySchema ? { body: { schema: bodySchema, required: requestBody?.required === true } } : {}),
        statuses: new Set(Object.keys((raw.responses as Record<string, unknown>) ?? {})),
      });
    }
  }
  return operations;
}

/** Values no sane client sends: huge, non-finite-looking, badly dated, hostile text. */
const EXTREME_NUMBERS = ['1e309', '-1e309', '9007199254740993', '-9007199254740993', '1e15', '0.001', '-0'];
const EXTREME_DATES = [
  '0000-01-01',
  '9999-12-31',
  '1899-12-31',
  '2201-01-01',
  '2026-02-30',
  '2026-13-01',
  '20260101',
  '',
];
const EXTREME_PARAMS = ['13', '-1', '0', '99999', '1e309', 'NaN', '../../etc/passwd', '%00', 'x'.repeat(101)];

/** Long and odd unicode: lone surrogates, combining marks, RTL, zero-width, emoji, control characters. */
const oddText = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constantFrom(
    '\uD800',
    '\uDFFF',
    'e\u0301\u0301\u0301',
    '\u202Eabc',
    '\u200B\u200D',
    '👨‍👩‍👧‍👦',
    '\u0007\u001B[31m',
    'Ａ'.repeat(50),
  ),
);
const hostileText = fc.oneof(
  oddText,
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'x'.repeat(5000),
    'ç'.repeat(100_000),
    '=1+1',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
);

type Mutation =
  | 'wrongType'
  | 'missingRequired'
  | 'unknownField'
  | 'extremeNumber'
  | 'extremeDate'
  | 'hostileString'
  | 'nulByte'
  | 'deepJson'
  | 'notJson'
  | 'wrongRoot'
  | 'emptyBody'
  | 'badPathParam'
  | 'badQuery'
  | 'noToken';

interface Plan {
  valid: boolean;
  fault: number;
  seed: number;
  pick: number;
  realIds: boolean;
  text: string;
  extreme: number;
  depth: number;
}

const planArbitrary: fc.Arbitrary<Plan> = fc.record({
  // About a third of the requests are valid; the rest carry one deliberate fault.
  valid: fc.integer({ min: 0, max: 99 }).map((n) => n < 35),
  fault: fc.nat(),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  pick: fc.nat(),
  realIds: fc.integer({ min: 0, max: 9 }).map((n) => n < 9),
  text: hostileText,
  extreme: fc.nat(),
  depth: fc.integer({ min: 40, max: 5000 }),
});

const fake = (schema: Schema, seed: number): unknown => {
  try {
    return generateSync(structuredClone(schema), {
      seed,
      optionalsProbability: 0.6,
      fillProperties: false,
      maxDefaultItems: 3,
      // Schema maxItems (500) nested twice would make 250,000 objects; a few items say as much.
      maxItems: 4,
      useExamplesValue: false,
      useDefaultValue: false,
    });
  } catch {
    return {};
  }
};

type Json = Record<string, unknown>;

/** Every path to a value inside a JSON value, with the schema-ish type of the leaf. */
function leaves(value: unknown, path: string[] = []): Array<{ path: string[]; value: unknown }> {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Json);
    const inner = entries.flatMap(([key, child]) => leaves(child, [...path, key]));
    return path.length > 0 ? [{ path, value }, ...inner] : inner;
  }
  return path.length > 0 ? [{ path, value }] : [];
}

function setAt(root: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = Array.isArray(root) ? [...root] : { ...(root as Json) };
  const [head, ...rest] = path as [string, ...string[]];
  (copy as Json)[head] = setAt((root as Json)[head], rest, next);
  return copy;
}

function removeAt(root: unknown, path: string[]): unknown {
  if (path.length === 1) {
    if (Array.isArray(root)) return root.filter((_, index) => String(index) !== path[0]);
    const { [path[0] as string]: _gone, ...rest } = root as Json;
    return rest;
  }
  const [head, ...tail] = path as [string, ...string[]];
  return { ...(root as Json), [head]: removeAt((root as Json)[head], tail) };
}

const at = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

const wrongTypeOf = (value: unknown): unknown =>
  typeof value === 'string'
    ? 12345
    : typeof value === 'number'
      ? { n: value }
      : typeof value === 'boolean'
        ? 'sim'
        : 'texto';

/** Real ids put into fields that name records, so valid bodies reach past "not found". */
function withRealIds(value: unknown, world: FuzzWorld, pick: number): unknown {
  if (Array.isArray(value)) return value.map((item) => withRealIds(item, world, pick));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    const pool = world.fieldIds[key];
    out[key] =
      pool && typeof child === 'string' ? (at(pool, pick) ?? child) : withRealIds(child, world, pick);
  }
  return out;
}

/** What URLSearchParams sends for a lone surrogate (U+FFFD), so the classifier sees what the server gets. */
const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, '\uFFFD');

/** A lone surrogate has no UTF-8 form: it goes as the bytes a broken client would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function nest(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

const BODY_FAULTS: Mutation[] = [
  'wrongType',
  'missingRequired',
  'unknownField',
  'extremeNumber',
  'extremeDate',
  'hostileString',
  'nulByte',
  'deepJson',
  'notJson',
  'wrongRoot',
  'emptyBody',
];

/** The faults that mean something for this operation (no body faults where no body is read...). */
function faultsFor(operation: FuzzOperation): Mutation[] {
  const faults: Mutation[] = [];
  if (operation.body) {
    const required = (operation.body.schema.required as string[] | undefined) ?? [];
    faults.push(...BODY_FAULTS.filter((fault) => fault !== 'missingRequired' || required.length > 0));
  } else if (operation.method !== 'GET') faults.push('notJson', 'deepJson', 'nulByte');
  else faults.push('nulByte');
  if (operation.pathParams.length > 0) faults.push('badPathParam', 'badPathParam');
  if (operation.queryParams.length > 0) faults.push('badQuery', 'badQuery');
  if (operation.secured) faults.push('noToken');
  return faults;
}

export function buildRequest(
  operation: FuzzOperation,
  plan: Plan,
  world: FuzzWorld,
  prefix = '/api',
): FuzzRequest {
  const faults = faultsFor(operation);
  const mutation: Mutation | 'none' = plan.valid ? 'none' : (faults[plan.fault % faults.length] ?? 'none');
  const segment = operation.path.split('/')[1] ?? '';
  // Path parameters: real ids, or what the schema allows (most likely unknown: a 404).
  const params: Record<string, string> = {};
  const pair = at(world.pairs[segment] ?? [], plan.pick);
  for (const parameter of operation.pathParams) {
    const generated = String(fake(parameter.schema ?? { type: 'string' }, plan.seed));
    let real: string | undefined;
    if (parameter.name === 'sub_id') real = pair?.[1];
    else if (operation.pathParams.some((p) => p.name === 'sub_id')) real = pair?.[0];
    else if (segment === 'users') real = world.userId;
    else real = at(world.ids[segment] ?? [], plan.pick);
    params[parameter.name] = plan.realIds && real ? real : generated;
  }
  if (mutation === 'badPathParam' && operation.pathParams.length > 0) {
    const target = at(operation.pathParams, plan.pick)?.name as string;
    params[target] = at([plan.text, ...EXTREME_PARAMS], plan.extreme) ?? '';
  }

  // Query: every required parameter and some optional ones, schema-valid.
  const query: Record<string, string> = {};
  operation.queryParams.forEach((parameter, index) => {
    if (!parameter.required && (plan.seed + index) % 3 === 0) return;
    const value = fake(parameter.schema ?? { type: 'string' }, plan.seed + index);
    const real = plan.realIds ? at(world.fieldIds[parameter.name] ?? [], plan.pick) : undefined;
    query[parameter.name] = wellFormed(
      real ?? (typeof value === 'object' ? JSON.stringify(value) : String(value)),
    );
  });
  if (mutation === 'badQuery') {
    const target = at(operation.queryParams, plan.extreme);
    const bad = at([plan.text, ...EXTREME_PARAMS, ...EXTREME_DATES], plan.extreme) ?? '';
    query[target?.name ?? 'desconhecido'] = wellFormed(bad);
  }

  // Body: schema-valid, then broken by the mutation.
  let body: unknown = operation.body
    ? withRealIds(fake(operation.body.schema, plan.seed), world, plan.pick)
    : undefined;
  let rawBody: string | undefined;
  const spots = leaves(body);
  const spot = at(spots, plan.pick);
  const numberSpot = at(
    spots.filter((entry) => typeof entry.value === 'number'),
    plan.pick,
  );
  const dateSpot = at(
    spots.filter((entry) => typeof entry.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(entry.value)),
    plan.pick,
  );
  const stringSpot = at(
    spots.filter((entry) => typeof entry.value === 'string'),
    plan.pick,
  );
  switch (mutation) {
    case 'wrongType':
      body = spot ? setAt(body, spot.path, wrongTypeOf(spot.value)) : 'texto';
      break;
    case 'missingRequired': {
      const required = (operation.body?.schema.required as string[] | undefined) ?? [];
      const name = at(required, plan.pick);
      body = name && body && typeof body === 'object' ? removeAt(body, [name]) : undefined;
      break;
    }
    case 'unknownField':
      body = { ...(body && typeof body === 'object' ? (body as Json) : {}), campoDesconhecido: plan.text };
      break;
    case 'extremeNumber':
      if (numberSpot) {
        const marker = '"__extreme__"';
        rawBody = JSON.stringify(setAt(body, numberSpot.path, '__extreme__')).replace(
          marker,
          at(EXTREME_NUMBERS, plan.extreme) as string,
        );
      } else body = spot ? setAt(body, spot.path, 2 ** 53) : 2 ** 53;
      break;
    case 'extremeDate':
      body = dateSpot
        ? setAt(body, dateSpot.path, at(EXTREME_DATES, plan.extreme))
        : setAt(body ?? {}, ['date'], '9999-12-31');
      break;
    case 'hostileString':
      body = stringSpot ? setAt(body, stringSpot.path, plan.text) : plan.text;
      break;
    case 'nulByte':
      body = stringSpot ? setAt(body, stringSpot.path, `${String(stringSpot.value)}\u0000`) : 'a\u0000';
      if (!stringSpot) query.q = 'a\u0000';
      break;
    case 'deepJson':
      rawBody = spot
        ? JSON.stringify(setAt(body, spot.path, '__deep__')).replace('"__deep__"', nest(plan.depth))
        : nest(plan.depth);
      break;
    case 'notJson':
      rawBody = at(['{"a":', '{a:1}', "{'a':1}", '[1,2', 'undefined', '\u0000', '{"a":1}}'], plan.extreme);
      break;
    case 'wrongRoot':
      body = at([[body], null, 42, 'texto', true], plan.extreme);
      break;
    case 'emptyBody':
      body = at([{}, undefined], plan.extreme);
      break;
    default:
      break;
  }

  // A GET's body is never read: its faults go into the query string instead.
  if (operation.method === 'GET' && (body !== undefined || rawBody !== undefined)) {
    if (mutation === 'nulByte' || mutation === 'hostileString') query.q = wellFormed(plan.text);
    body = undefined;
    rawBody = undefined;
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeSegment(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  const anonymous = mutation === 'noToken' && operation.secured;
  const headers: Record<string, string> = {};
  if (operation.secured && !anonymous) headers.authorization = `Bearer ${world.token}`;
  if (anonymous && plan.extreme % 2 === 0) headers.authorization = `Bearer ${world.token.slice(0, -3)}abc`;
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return {
    operationId: operation.operationId,
    method: operation.method,
    url: `${prefix}${path}${search ? `?${search}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    mutation,
    parts: { params, query, body, ...(rawBody !== undefined ? { rawBody } : {}) },
    anonymous,
  };
}

/** The plans of one operation for a seed: the same seed always gives the same requests. */
export function plansFor(seed: number, count: number): Plan[] {
  return fc.sample(planArbitrary, { seed, numRuns: count });
}
