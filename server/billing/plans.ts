import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBrandFile } from '../mail/brand.ts';

export interface PlanOffer {
  plan: string;
  name: string;
  description?: string;
  interval: 'monthly' | 'annual';
  months: number;
  /** BRL per period, two decimals. */
  price: number;
  /** Covers the members of the subscriber's family ('otto-family-member'). */
  family: boolean;
  /** False for plans still priced for existing subscribers but no longer sold (the `_new` variants). */
  listed?: boolean;
}

/** The plans a brand sells, from `brands/<id>/plans.json` (decision 432); `default` when the brand has none. */
export function loadPlans(brandId: string): PlanOffer[] {
  for (const id of [brandId, 'default']) {
    try {
      const path = fileURLToPath(new URL(`../../brands/${id}/plans.json`, import.meta.url));
      const json = JSON.parse(readFileSync(path, 'utf8')) as { plans: PlanOffer[] };
      return json.plans;
    } catch {
      // try the default bundle
    }
  }
  return [];
}

/** The plan names of the spec carry the default brand's prefix: `otto_monthly`, `otto-company`. */
const CANONICAL_PREFIX = /^otto(?=[_-])/;

/**
 * The brand's `subscriptionPrefix` (brand.json; spec 1 'Brand configuration'), `otto` when the bundle
 * has none. It names the brand's plans at the payment gateway (decision 438).
 */
export function loadSubscriptionPrefix(brandId: string): string {
  for (const id of [brandId, 'default']) {
    const prefix = readBrandFile(id)?.subscriptionPrefix;
    if (typeof prefix === 'string' && prefix) return prefix;
  }
  return 'otto';
}

/**
 * The plan's identifier at the gateway: the spec's plan name with the brand's prefix in place of
 * `otto` (`otto_monthly` is `cofrinha_monthly` for a brand whose prefix is `cofrinha`), so brands
 * sharing one gateway account keep their plans and prices apart. Our API keeps the spec's names.
 */
export const gatewayPlanIdentifier = (plan: string, prefix: string): string =>
  plan.replace(CANONICAL_PREFIX, prefix);

/** Our plan name for the gateway's identifier (`cofrinha_monthly` is `otto_monthly`), among the brand's plans. */
export const planOfIdentifier = (
  identifier: string,
  plans: readonly Pick<PlanOffer, 'plan'>[],
  prefix: string,
): string | undefined =>
  plans.find((offer) => gatewayPlanIdentifier(offer.plan, prefix) === identifier)?.plan;
