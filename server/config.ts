import { resolve } from 'node:path';

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
  billing: BillingConfig;
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
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 24 * 7),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'nao-responda@exemplo.com.br',
    brand: env.BRAND ?? 'default',
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
