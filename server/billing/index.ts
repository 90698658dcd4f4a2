import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { BillingConfig } from '../config.ts';
import { type DevGateway, type DevStore, devGateway } from './dev-gateway.ts';
import type { PaymentGateway } from './gateway.ts';
import { iuguGateway } from './iugu.ts';
import {
  gatewayPlanIdentifier,
  loadPlans,
  loadSubscriptionPrefix,
  type PlanOffer,
  planOfIdentifier,
} from './plans.ts';
import { localPostalCodes, type PostalCodeLookup, viaCep } from './postal-codes.ts';

export interface Billing {
  gateway: PaymentGateway;
  /** Set only with PAYMENT_GATEWAY=dev: its tokeniser and invoice page (decision 433). */
  dev: DevGateway | undefined;
  plans: PlanOffer[];
  /** The plans that cover the subscriber's family members (decision 430). */
  familyPlans: ReadonlySet<string>;
  postalCode: PostalCodeLookup;
  webhookSecret: string;
  /** Constant-time check of the webhook's `Authorization` (bare secret or `Bearer <secret>`). */
  webhookAuthorised(header: string | undefined): boolean;
}

export function createBilling(options: {
  config: BillingConfig;
  brand: string;
  appUrl: string;
  store: DevStore;
  /** Sends a form-encoded trigger to our webhook (the dev gateway's notifications). */
  notify: (form: Record<string, string>, secret: string) => Promise<void>;
}): Billing {
  const { config } = options;
  let dev: DevGateway | undefined;
  let gateway: PaymentGateway;
  let webhookSecret = config.webhookSecret;
  const plans = loadPlans(options.brand);
  const prefix = loadSubscriptionPrefix(options.brand);
  const planIdentifier = (plan: string) => gatewayPlanIdentifier(plan, prefix);
  if (config.gateway === 'iugu') {
    if (!config.iuguApiToken || !config.iuguAccountId || !webhookSecret)
      throw new Error(
        'PAYMENT_GATEWAY=iugu needs IUGU_API_TOKEN, IUGU_ACCOUNT_ID and PAYMENT_WEBHOOK_SECRET',
      );
    gateway = iuguGateway({
      planIdentifier,
      planOf: (identifier) => planOfIdentifier(identifier, plans, prefix),
      apiToken: config.iuguApiToken,
      accountId: config.iuguAccountId,
      testMode: config.iuguTestMode,
      ...(config.iuguBaseUrl ? { baseUrl: config.iuguBaseUrl } : {}),
    });
  } else {
    webhookSecret ??= randomBytes(24).toString('hex');
    const secret = webhookSecret;
    dev = devGateway({
      store: options.store,
      baseUrl: options.appUrl,
      planIdentifier,
      monthsOf: (plan) => plans.find((offer) => offer.plan === plan)?.months ?? 1,
      notify: (form) => options.notify(form, secret),
    });
    gateway = dev;
  }
  const secret = webhookSecret;
  const expected = Buffer.from(secret);
  return {
    gateway,
    dev,
    plans,
    familyPlans: new Set(plans.filter((offer) => offer.family).map((offer) => offer.plan)),
    postalCode:
      config.cepProvider === 'local'
        ? localPostalCodes
        : viaCep({
            timeoutMs: config.cepTimeoutMs,
            ...(config.viaCepUrl ? { baseUrl: config.viaCepUrl } : {}),
          }),
    webhookSecret: secret,
    webhookAuthorised(header) {
      const given = Buffer.from((header ?? '').replace(/^(Bearer|Basic)\s+/i, '').trim());
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
