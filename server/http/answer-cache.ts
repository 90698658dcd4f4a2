import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a process keeps of serialised answers: a month of 833 rows is about 400 KB. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Serialised answers by tag (decision 361). A tag names one version of one user's data as one
 * query reads it, so an entry is never stale, in this process or any other: a write makes a new tag.
 * The answer is serialised (and checked against the contract in tests) once, when first made.
 */
export class AnswerCache {
  readonly #answers = new Map<string, string>();
  readonly #pending = new WeakMap<FastifyRequest, string>();
  #bytes = 0;

  /** The serialised answer for `tag`, if this process made it. */
  get(tag: string): string | undefined {
    const answer = this.#answers.get(tag);
    if (answer !== undefined) {
      // Least recently used goes first: a Map iterates in insertion order.
      this.#answers.delete(tag);
      this.#answers.set(tag, answer);
    }
    return answer;
  }

  /** Keeps the answer this request is about to send, once serialised. */
  keep(request: FastifyRequest, tag: string): void {
    this.#pending.set(request, tag);
  }

  store(request: FastifyRequest, status: number, payload: unknown): void {
    const tag = this.#pending.get(request);
    if (!tag || status !== 200 || typeof payload !== 'string' || payload.length > MAX_BYTES) return;
    // Two requests that missed the same tag at once both store it: count its bytes once.
    if (this.#answers.has(tag)) return;
    this.#answers.set(tag, payload);
    this.#bytes += payload.length;
    for (const [oldest, answer] of this.#answers) {
      if (this.#bytes <= MAX_BYTES) break;
      this.#answers.delete(oldest);
      this.#bytes -= answer.length;
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
