import type { FastifyInstance } from 'fastify';
import { fakeOpenBanking } from './fake.ts';
import { pluggyOpenBanking } from './pluggy.ts';
import type { ConnectWidget, OpenBankingProvider } from './provider.ts';

export { FAKE_CONNECT_TOKEN_PREFIX, FAKE_ITEM_PREFIX, REFUSED_TOKEN } from './fake.ts';
export type * from './provider.ts';
export { ProviderError } from './provider.ts';

/** Pluggy Connect's script (pinned) and the origin of the frame it opens (decision 481). */
export const PLUGGY_CONNECT_SCRIPT = 'https://cdn.pluggy.ai/pluggy-connect/v2.7.0/pluggy-connect.js';
export const PLUGGY_CONNECT_FRAME = 'https://connect.pluggy.ai';

/**
 * The Connect widget the SPA loads: only with PLUGGY_CLIENT_ID and PLUGGY_CLIENT_SECRET set (never
 * in demo mode); PLUGGY_CONNECT_URL and PLUGGY_CONNECT_FRAME_ORIGIN replace Pluggy's CDN and frame
 * (a local stand-in in tests).
 */
export function connectWidgetFromEnv(env: NodeJS.ProcessEnv): ConnectWidget | undefined {
  if (!env.PLUGGY_CLIENT_ID || !env.PLUGGY_CLIENT_SECRET) return undefined;
  const scriptUrl = env.PLUGGY_CONNECT_URL || PLUGGY_CONNECT_SCRIPT;
  return { scriptUrl, frameOrigin: env.PLUGGY_CONNECT_FRAME_ORIGIN || PLUGGY_CONNECT_FRAME };
}

/**
 * Pluggy when PLUGGY_CLIENT_ID and PLUGGY_CLIENT_SECRET are set, the fake otherwise (demo mode);
 * tests always get the fake, whatever the machine's environment holds.
 */
export function openBankingFromEnv(env: NodeJS.ProcessEnv, nodeEnv: string): OpenBankingProvider {
  const clientId = env.PLUGGY_CLIENT_ID;
  const clientSecret = env.PLUGGY_CLIENT_SECRET;
  if (nodeEnv === 'test' || !clientId || !clientSecret) return fakeOpenBanking();
  return pluggyOpenBanking({
    clientId,
    clientSecret,
    baseUrl: env.PLUGGY_BASE_URL || undefined,
    connectWidget: connectWidgetFromEnv(env),
  });
}

// One provider per app, made on first use, so app.ts stays as it is and a test may swap in its own.
// Keyed by the app's config object: plugins see child instances, but they share the root's config.
const providers = new WeakMap<object, OpenBankingProvider>();

export function openBankingOf(app: FastifyInstance): OpenBankingProvider {
  let provider = providers.get(app.config);
  if (!provider) {
    provider = openBankingFromEnv(process.env, app.config.env);
    providers.set(app.config, provider);
  }
  return provider;
}

export function useOpenBanking(app: FastifyInstance, provider: OpenBankingProvider): void {
  providers.set(app.config, provider);
}
