import type { Socket } from 'node:net';
import localizePtBr from 'ajv-i18n/localize/pt-BR';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CentsOutOfRange } from './domain/money.ts';
import { type MessageKey, t } from './i18n.ts';
import { applySecurityHeaders } from './security-headers.ts';

export interface ErrorItem {
  message: string;
  field?: string;
}

/** An expected refusal: its status and pt-BR message go to the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ErrorItem[],
    readonly headers?: Record<string, string>,
    /** Machine-readable reason the app acts on (`subscriptionExpired`, decision 431). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const fail = (status: number, key: MessageKey, options?: Record<string, unknown>) =>
  new HttpError(status, t(key, options));

/** A 429 that says, in its message and its Retry-After header, how long to wait. */
export const tooManyRequests = (key: MessageKey, retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? t(seconds === 1 ? 'time.second' : 'time.seconds', { n: seconds })
      : t(Math.ceil(seconds / 60) === 1 ? 'time.minute' : 'time.minutes', { n: Math.ceil(seconds / 60) });
  return new HttpError(429, t(key, { wait }), undefined, { 'retry-after': String(seconds) });
};

/** A 400 about one field: the message says what is wrong, `errors` names the field. */
export const badRequest = (key: MessageKey, field: string) =>
  new HttpError(400, t(key), [{ message: t(key), field }]);

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(error: AjvLikeError): string | undefined {
  const missing = error.params?.missingProperty ?? error.params?.additionalProperty;
  const path = (error.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = [path, missing].filter(Boolean).join('.');
  return field || undefined;
}

const CONTEXTS = ['body', 'querystring', 'params', 'headers'] as const;
type Context = (typeof CONTEXTS)[number];
const isContext = (value: string | undefined): value is Context => CONTEXTS.includes(value as Context);

const TYPES = ['number', 'integer', 'string', 'boolean', 'object', 'array', 'null'] as const;
type JsonType = (typeof TYPES)[number];
const isJsonType = (value: string): value is JsonType => TYPES.includes(value as JsonType);

/** A `type` refusal's rule: ajv-i18n names only the scalar types in Portuguese, the catalogue all. */
function typeRule(types: unknown): string | undefined {
  const names = String(types ?? '').split(',');
  if (!names.every(isJsonType)) return undefined;
  const words = names.map((name) => t(`validation.types.${name}`));
  return t('validation.type', { types: words.join(t('validation.types.or')) });
}

const YEARS = '^(19[0-9]{2}|2[01][0-9]{2}|2200)-';

/**
 * A `pattern` refusal in words: the contract's patterns are dates, months, times and digit counts,
 * and a person should never be shown the expression itself.
 */
function patternRule(pattern: unknown): string {
  const source = String(pattern ?? '');
  const digits = /^\^(?:\[0-9\]|\\d)\{(\d+)(?:,(\d+))?\}\$$/.exec(source);
  if (digits) return t('validation.patterns.digits', { digits: digits.slice(1).filter(Boolean).join(' a ') });
  if (source.endsWith('(0[1-9]|[12][0-9]|3[01])$')) return t('validation.patterns.date');
  if (source.endsWith('-(0[1-9]|1[0-2])$') || source === '^[0-9]{4}-[0-9]{2}$')
    return t('validation.patterns.month');
  if (source === YEARS) return t('validation.patterns.instant');
  if (source.includes(':[0-5][0-9]$')) return t('validation.patterns.time');
  return t('validation.patterns.other');
}

/**
 * A `format` refusal of a date or an instant reads as its pattern does: 31/04 and 29/02/2027 pass the
 * pattern and fail the format, and were told 'deve corresponder ao formato "date"' (audit X3).
 */
function formatRule(format: unknown): string | undefined {
  if (format === 'date') return t('validation.patterns.date');
  if (format === 'date-time') return t('validation.patterns.instant');
  return undefined;
}

/** A field left out or sent empty: the catalogue's 'CAMPO OBRIGATÓRIO', as the forms say it. */
const isMissing = (error: AjvLikeError) =>
  error.keyword === 'required' || (error.keyword === 'minLength' && error.params?.limit === 1);

/** An `enum` refusal names what is allowed, when the list is short enough to read. */
const MAX_VALUES_NAMED = 12;
function enumRule(values: unknown): string | undefined {
  if (!Array.isArray(values) || values.length > MAX_VALUES_NAMED) return undefined;
  return t('validation.oneOf', { values: values.map(String).join(', ') });
}

/**
 * Each schema refusal as a pt-BR sentence naming the field and where it was: the rule's wording is
 * ajv-i18n's pt-BR (Ajv's own is English) or, for a type, the catalogue's; the frame is the catalogue's.
 */
function validationItems(validation: AjvLikeError[], context: string | undefined): ErrorItem[] {
  const localized = validation.map((error) => ({ ...error }));
  localizePtBr(localized as Parameters<typeof localizePtBr>[0]);
  return localized.map((error) => {
    const field = fieldOf(error);
    const rule =
      (isMissing(error) && t('validation.required')) ||
      (error.keyword === 'type' && typeRule(error.params?.type)) ||
      (error.keyword === 'pattern' && patternRule(error.params?.pattern)) ||
      (error.keyword === 'format' && formatRule(error.params?.format)) ||
      (error.keyword === 'enum' && enumRule(error.params?.allowedValues)) ||
      error.message ||
      '';
    const message = field
      ? t(`validation.${isContext(context) ? context : 'body'}`, { field, rule })
      : t('validation.whole', { rule });
    return { message, ...(field ? { field } : {}) };
  });
}

/** PostgreSQL SQLSTATE of a database error, through drizzle's wrapper (`cause`) when there is one. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, hops = 0; current && hops < 4; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Class 22 (data exception: numeric overflow 22003, bad datetime 22008, bad text 22021/22P05...) and
 * class 23 (integrity: a reference to a row that is not there) are the client's data the schema did
 * not catch: a 400, never a 500. Anything else from the database is ours.
 */
const CLIENT_DATA_CLASSES = new Set(['22', '23']);

interface ClientError {
  status: number;
  message: string;
  errors?: ErrorItem[];
  headers?: Record<string, string>;
  code?: string;
}

function clientError(error: FastifyError): ClientError | null {
  if (error instanceof HttpError)
    return {
      status: error.statusCode,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.headers ? { headers: error.headers } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
  if (error.validation)
    return {
      status: 400,
      message: t(error.validation.every(isMissing) ? 'errors.fieldRequired' : 'errors.badRequest'),
      errors: validationItems(error.validation, error.validationContext),
    };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: t('errors.malformedJson') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: t('errors.payloadTooLarge') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: error.statusCode ?? 415, message: t('errors.unsupportedMediaType') };
  }
  if (error instanceof CentsOutOfRange) return { status: 400, message: t('errors.amountsTooLarge') };
  const state = sqlState(error);
  if (state && CLIENT_DATA_CLASSES.has(state.slice(0, 2)))
    return { status: 400, message: t('errors.valueOutOfRange') };
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return { status: 400, message: t('errors.badUrl') };
  if (error.name === 'Unauthorized' || error.statusCode === 401)
    return { status: 401, message: t('errors.unauthorized') };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { status: error.statusCode, message: t('errors.badRequest') };
  return null;
}

/**
 * Errors Fastify meets before a route is chosen (a URL it cannot decode, a path parameter over its
 * length limit) answer like every other error: our shape, our headers, no-store.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'unroutable request');
  applySecurityHeaders(request.raw, reply.raw, () => {});
  void reply
    .status(400)
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .send({ message: t('errors.badUrl') });
}

/**
 * A request Node's HTTP parser cannot read (a raw non-ASCII byte in its line, a header too large, a
 * request that never finished arriving) gets Fastify's statuses with a pt-BR message in the contract's
 * shape; Fastify's default answers in English.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? ([408, 'Request Timeout', 'errors.requestTimeout'] as const)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'Request Header Fields Too Large', 'errors.headersTooLarge'] as const)
        : ([400, 'Bad Request', 'errors.malformedRequest'] as const);
  const body = JSON.stringify({ message: t(key) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The contract binding's security check reports whatever its bearer handler threw as one
 * `Unauthorized`. A refusal of our own inside it (an account not activated) keeps its status and
 * message; any other error (the database lost while the session is looked up) is our failure and
 * answers as it would anywhere else: telling the app the token is bad would end a session that is
 * still good (audit Y4, decision 036).
 */
function unwrapSecurity(error: FastifyError): FastifyError {
  if (error.name !== 'Unauthorized') return error;
  const inner = (error as { errors?: unknown[] }).errors ?? [];
  const failure = inner.find((item) => item instanceof Error && !(item instanceof HttpError));
  return (failure ?? inner.find((item) => item instanceof HttpError) ?? error) as FastifyError;
}

/** Every error answers the contract's `{ message, errors? }` in pt-BR, never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = unwrapSecurity(thrown);
    const known = clientError(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      if (known.headers) reply.headers(known.headers);
      return reply.status(known.status).send({
        message: known.message,
        ...(known.code ? { code: known.code } : {}),
        ...(known.errors ? { errors: known.errors } : {}),
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: t('errors.internal') });
  });
}
