import { resolve } from 'node:path';
import type { Clock } from './jobs/clock.ts';
import { readBrandFile } from './mail/brand.ts';

/** Free tries before the exponential wait starts (decision 301). */
export interface LoginLimits {
  /** Per account at one address: the owner's own typos. */
  perPair: number;
  /** Per account from addresses it has never signed in from: guessing spread over many addresses. */
  perAccount: number;
  /** Per address across accounts: one address trying many accounts. */
  perAddress: number;
  /** First wait once the free tries are spent; it doubles with each further try. */
  delaySeconds: number;
  maxDelayMinutes: number;
}

/** Free e-mails before the exponential wait starts (decision 302). */
export interface MailLimits {
  perAccount: number;
  perAddress: number;
  delayMinutes: number;
}

/** The identity providers social sign-in can use (decision 490); Facebook is never offered. */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/** One OpenID Connect client of ours at a provider. */
export interface SocialProviderConfig {
  /** The provider's issuer: its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Google's client secret; Apple's is the signed JWT its developer account makes (up to 6 months). */
  clientSecret: string | undefined;
  /** Our page the provider sends the browser back to: the SPA's `/login/social/<provider>`. */
  redirectUri: string;
}

const DEFAULT_ISSUERS: Record<SocialProviderId, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
};

/** The providers the brand offers AND whose client the environment configures (SOCIAL_<P>_*). */
function socialProviders(
  env: NodeJS.ProcessEnv,
  brandId: string,
  appUrl: string,
): Partial<Record<SocialProviderId, SocialProviderConfig>> {
  const providers: Partial<Record<SocialProviderId, SocialProviderConfig>> = {};
  // The brand switches a provider on with its `social` switch and the provider's own flag.
  const flags = readBrandFile(brandId)?.loginProviders as Record<string, boolean> | undefined;
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SOCIAL_${provider.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!clientId || !flags?.social || !flags[provider]) continue;
    providers[provider] = {
      issuer: env[`${prefix}ISSUER`] || DEFAULT_ISSUERS[provider],
      clientId,
      clientSecret: env[`${prefix}CLIENT_SECRET`] || undefined,
      redirectUri: env[`${prefix}REDIRECT_URI`] || `${appUrl}/login/social/${provider}`,
    };
  }
  return providers;
}

/**
 * Providers the brand switches on whose client the environment does not configure: the SPA offers
 * their button from the brand alone (it is built before any server runs), and every press answers
 * 'não está disponível'. The server says so when it starts, so the operator learns it (audit V5).
 */
export function providersWithoutClient(
  brandId: string,
  social: Partial<Record<SocialProviderId, SocialProviderConfig>>,
): SocialProviderId[] {
  const flags = readBrandFile(brandId)?.loginProviders as Record<string, boolean> | undefined;
  if (!flags?.social) return [];
  return SOCIAL_PROVIDERS.filter((provider) => flags[provider] && !social[provider]);
}

/** The job queue of this process (decision 470). */
export interface JobsConfig {
  /** Poll the queue in the background (JOBS=0 turns it off; off in tests, which tick by hand). */
  run: boolean;
  pollMs: number;
  /** How often the reminder sweep looks for accounts whose time has come (JOBS_REMINDER_SWEEP_SECONDS). */
  reminderSweepMs: number;
  /** The queue's clock starts at this instant and runs on from there (JOBS_CLOCK_START). */
  clockStart: Date | undefined;
  /** A clock of the test's own (server tests move it by hand). */
  clock?: Clock;
}

export interface AppConfig {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  brand: string;
  logLevel: string;
  /** Validate every response body against the contract (always on in tests). */
  validateResponses: boolean;
  /** Serve the built SPA from this folder (skipped when it does not exist). */
  staticDir: string | undefined;
  /** Create the demo accounts when the database has none. */
  seedDemo: boolean;
  loginLimits: LoginLimits;
  mailLimits: MailLimits;
  /** Social sign-in: only the providers listed here are offered (decision 490). */
  social: Partial<Record<SocialProviderId, SocialProviderConfig>>;
  jobs: JobsConfig;
  billing: BillingConfig;
}

function instant(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new Error(`JOBS_CLOCK_START is not an ISO instant: ${value}`);
  return parsed;
}

/** Payment gateway and postal-code lookup (decisions 433, 435, 437). */
export interface BillingConfig {
  gateway: 'dev' | 'iugu';
  iuguApiToken: string | undefined;
  iuguAccountId: string | undefined;
  iuguBaseUrl: string | undefined;
  iuguTestMode: boolean;
  /** The shared secret the gateway sends in `Authorization`; generated per process for the dev gateway. */
  webhookSecret: string | undefined;
  cepProvider: 'viacep' | 'local';
  viaCepUrl: string | undefined;
  cepTimeoutMs: number;
}

const int = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env.PORT, 3000);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const brand = env.BRAND ?? 'default';
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 7),
    appUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'nao-responda@exemplo.com.br',
    brand,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    validateResponses: nodeEnv === 'test' || env.VALIDATE_RESPONSES === '1',
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    seedDemo: env.SEED_DEMO !== '0',
    loginLimits: {
      perPair: int(env.LOGIN_FREE_TRIES, 5),
      perAccount: int(env.LOGIN_ACCOUNT_FREE_TRIES, 20),
      perAddress: int(env.LOGIN_ADDRESS_FREE_TRIES, 30),
      delaySeconds: int(env.LOGIN_DELAY_SECONDS, 30),
      maxDelayMinutes: int(env.LOGIN_MAX_DELAY_MINUTES, 60),
    },
    mailLimits: {
      perAccount: int(env.MAIL_LIMIT_ACCOUNT, 5),
      perAddress: int(env.MAIL_LIMIT_ADDRESS, 20),
      delayMinutes: int(env.MAIL_DELAY_MINUTES, 5),
    },
    social: socialProviders(env, brand, appUrl),
    jobs: {
      run: (env.JOBS ?? (nodeEnv === 'test' ? '0' : '1')) !== '0',
      pollMs: int(env.JOBS_POLL_MS, 5000),
      reminderSweepMs: int(env.JOBS_REMINDER_SWEEP_SECONDS, 60) * 1000,
      clockStart: instant(env.JOBS_CLOCK_START),
    },
    billing: {
      gateway: env.PAYMENT_GATEWAY === 'iugu' ? 'iugu' : 'dev',
      iuguApiToken: env.IUGU_API_TOKEN || undefined,
      iuguAccountId: env.IUGU_ACCOUNT_ID || undefined,
      iuguBaseUrl: env.IUGU_BASE_URL || undefined,
      iuguTestMode: env.IUGU_TEST_MODE === '1',
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
      cepProvider:
        env.CEP_PROVIDER === 'local' || (env.CEP_PROVIDER === undefined && nodeEnv === 'test')
          ? 'local'
          : 'viacep',
      viaCepUrl: env.VIACEP_URL || undefined,
      cepTimeoutMs: int(env.CEP_TIMEOUT_MS, 3000),
    },
  };
}
