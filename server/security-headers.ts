import helmet from 'helmet';

/** The security headers of every answer (registered through @fastify/helmet in app.ts). */
export const helmetOptions = {
  // The SPA loads its own bundles only; inline styles come from the charts and theme variables.
  contentSecurityPolicy: {
    directives: { 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:', 'https:'] },
  },
};

/**
 * The same headers for answers Fastify gives before any route or hook runs (framework errors):
 * @fastify/helmet adds them in an onRequest hook, which such answers never reach.
 */
export const applySecurityHeaders = helmet(helmetOptions);
