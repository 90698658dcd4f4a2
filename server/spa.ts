import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from './i18n.ts';

const PRERENDERED = ['/login', '/painel', '/movimentacoes'];

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: t('errors.routeNotFound') });

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathOf(request));

const MAX_FILE_NAME = 255;

/**
 * Serves the built SPA at `/` with history fallback: any GET outside the API that is not a file
 * answers index.html, so deep links such as /account-recovery/{token} open the app.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined, apiPrefix: string) {
  const hasSpa = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // The build writes .br and .gz beside each text file (scripts/vite-precompress-plugin.ts): the
      // best one the client accepts goes out with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // Pages the build wrote with their first view in the markup: /login → login.html (decision 375),
  // the month screens with the shell's frame (decision 423).
  const prerendered = new Set(
    PRERENDERED.filter((path) => hasSpa && existsSync(join(staticDir, `${path.slice(1)}.html`))),
  );
  const isPage = (request: FastifyRequest) =>
    hasSpa && !request.url.startsWith(apiPrefix) && wantsPage(request);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const page = prerendered.has(path) ? `${path.slice(1)}.html` : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  };
  // A path no file can have (a segment longer than a file name's 255 bytes) is a page at once: the
  // file route's look-up fails on it with a 403 (audit Q3).
  app.addHook('onRequest', async (request, reply) => {
    if (
      isPage(request) &&
      pathOf(request)
        .split('/')
        .some((segment) => segment.length > MAX_FILE_NAME)
    )
      return sendPage(request, reply);
  });
  app.setNotFoundHandler((request, reply) => (isPage(request) ? sendPage(request, reply) : notFound(reply)));
}
