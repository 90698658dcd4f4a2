import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing costs more than the bytes it saves. */
const THRESHOLD = 1024;

/**
 * API answers above 1 KB go out as brotli or gzip, as the client's Accept-Encoding prefers, with
 * `Vary: Accept-Encoding` (decision 363). Static files are left to the SPA's own serving, which
 * sends files compressed at build time.
 */
export async function registerApiCompression(app: FastifyInstance, prefix: string): Promise<void> {
  // Runs before the plugin's own onRoute hook: only the API's routes get compression.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && route.compress === undefined) route.compress = {};
  });
  await app.register(compress, {
    global: false,
    threshold: THRESHOLD,
    encodings: ['br', 'gzip'],
    // Request bodies stay plain JSON: an inflated body would dodge the 1 MB body limit.
    globalDecompression: false,
  });
}
