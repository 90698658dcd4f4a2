import helmet from 'helmet';
import { PLAYER_ORIGIN } from '../src/lib/video-host.ts';
import type { ConnectWidget } from './open-banking/provider.ts';

const origin = (url: string) => new URL(url).origin;

/**
 * The security headers of every answer (registered through @fastify/helmet in app.ts). The SPA loads
 * its own bundles only; inline styles come from the charts and theme variables. The learning
 * videos' player is the one frame always allowed (decision 261). With the real open-banking widget
 * configured (decision 481), its script's origin joins script-src and the origin of the frame it
 * opens joins frame-src, and nothing else; without it neither is named.
 */
export function helmetOptionsFor(widget?: ConnectWidget) {
  const directives: Record<string, string[]> = {
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'frame-src': ["'self'", PLAYER_ORIGIN],
  };
  if (widget) {
    directives['script-src'] = ["'self'", origin(widget.scriptUrl)];
    directives['frame-src'] = ["'self'", PLAYER_ORIGIN, origin(widget.frameOrigin)];
  }
  return { contentSecurityPolicy: { directives } };
}

export const helmetOptions = helmetOptionsFor();

/**
 * The same headers for answers Fastify gives before any route or hook runs (framework errors):
 * @fastify/helmet adds them in an onRequest hook, which such answers never reach.
 */
export const applySecurityHeaders = helmet(helmetOptions);
