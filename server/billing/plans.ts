import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

export const isFamilyPlan = (plans: PlanOffer[], plan: string) =>
  plans.some((offer) => offer.plan === plan && offer.family);
