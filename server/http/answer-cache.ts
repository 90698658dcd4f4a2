import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a process keeps of serialised answers: a month of 833 rows is about 400 KB, 40 KB in brotli. */
const MAX_BYTES = 32 * 1024 * 1024;
/** As the API's compression (server/http/compression.ts): below this, answers go out as they are. */
const COMPRESS_FROM = 1024;

// The levels @fastify/compress uses for answers it compresses itself, so both paths send the same.
const ENCODERS: Record<Encoding, (json: string) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (json) => gzipSync(json),
};

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
 * Serialised answers by tag (decision 361), with their brotli and gzip bytes once a client asked
 * for them (decision 376). A tag names one version of one user's data as one query reads it, so an entry is
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
    if (!encoding || entry.json.length < COMPRESS_FROM) return reply.send(entry.json);
    return reply
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(this.#encoded(entry, encoding));
  }

  store(request: FastifyRequest, status: number, payload: unknown): void {
    const tag = this.#pending.get(request);
    if (!tag || status !== 200 || typeof payload !== 'string' || payload.length > MAX_BYTES) return;
    // Two requests that missed the same tag at once both store it: count its bytes once.
    if (this.#answers.has(tag)) return;
    this.#answers.set(tag, { json: payload, encoded: {}, bytes: payload.length });
    this.#grow(payload.length);
  }

  /** The answer's bytes in `encoding`, compressed on first use and kept with it. */
  #encoded(entry: Entry, encoding: Encoding): Buffer {
    const kept = entry.encoded[encoding];
    if (kept) return kept;
    const made = ENCODERS[encoding](entry.json);
    entry.encoded[encoding] = made;
    entry.bytes += made.length;
    this.#grow(made.length);
    return made;
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
