import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a process keeps of serialised answers: a month of 833 rows is about 400 KB, 40 KB in brotli. */
const MAX_BYTES = 32 * 1024 * 1024;

export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * The encoding a cached answer goes out in: ours in our order of preference (brotli, then gzip), the
 * first the client accepts, that is names with a q above 0 (directly or through `*`).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0);
}

interface Entry {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

/**
 * Serialised answers by tag (decision 361), with the compressed bytes @fastify/compress made of them
 * (decision 376). A tag names one version of one user's data as one query reads it, so an entry is
 * never stale, in this process or any other: a write makes a new tag. The answer is serialised (and
 * checked against the contract in tests) once, and compressed once per encoding.
 */
export class AnswerCache {
  readonly #answers = new Map<string, Entry>();
  readonly #pending = new WeakMap<FastifyRequest, string>();
  #bytes = 0;

  /**
   * Sends the answer kept for `tag`, compressed when the client accepts it and the bytes are here.
   * Undefined when there is none: the handler reads it, and what it sends is kept under `tag`.
   */
  sendKept(request: FastifyRequest, reply: FastifyReply, tag: string): FastifyReply | undefined {
    const entry = this.#touch(tag);
    this.#pending.set(request, tag);
    if (!entry) return undefined;
    reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const encoded = encoding && entry.encoded[encoding];
    if (!encoding || !encoded) return reply.send(entry.json);
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
  }

  store(request: FastifyRequest, status: number, payload: unknown): void {
    const tag = this.#pending.get(request);
    if (!tag || status !== 200 || typeof payload !== 'string' || payload.length > MAX_BYTES) return;
    // Two requests that missed the same tag at once both store it: count its bytes once.
    if (this.#answers.has(tag)) return;
    this.#answers.set(tag, { json: payload, encoded: {}, bytes: payload.length });
    this.#grow(payload.length);
  }

  /** Keeps the compressed bytes of an answer this process already keeps as JSON. */
  storeEncoded(request: FastifyRequest, status: number, encoding: unknown, payload: unknown): void {
    const tag = this.#pending.get(request);
    const entry = tag === undefined ? undefined : this.#answers.get(tag);
    if (!entry || status !== 200 || !Buffer.isBuffer(payload)) return;
    if (encoding !== 'br' && encoding !== 'gzip') return;
    if (entry.encoded[encoding]) return;
    entry.encoded[encoding] = payload;
    entry.bytes += payload.length;
    this.#grow(payload.length);
  }

  #touch(tag: string): Entry | undefined {
    const entry = this.#answers.get(tag);
    if (entry !== undefined) {
      // Least recently used goes first: a Map iterates in insertion order.
      this.#answers.delete(tag);
      this.#answers.set(tag, entry);
    }
    return entry;
  }

  #grow(bytes: number): void {
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#answers) {
      if (this.#bytes <= MAX_BYTES) break;
      this.#answers.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}

/** Decorates the app with its cache; app-level onSend runs before compression, on the JSON text. */
export function registerAnswerCache(app: FastifyInstance): void {
  const cache = new AnswerCache();
  app.decorate('answers', cache);
  app.addHook('onSend', async (request, reply, payload) => {
    cache.store(request, reply.statusCode, payload);
    return payload;
  });
}

/**
 * Keeps what compression made of a kept answer. Registered after @fastify/compress, so this route-level
 * hook runs after its own and sees the compressed bytes.
 */
export function keepCompressedAnswers(app: FastifyInstance): void {
  const keepEncoded = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    app.answers.storeEncoded(request, reply.statusCode, reply.getHeader('content-encoding'), payload);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    if (!route.compress) return;
    const existing = route.onSend;
    route.onSend = existing === undefined ? [keepEncoded] : [existing, keepEncoded].flat();
  });
}
