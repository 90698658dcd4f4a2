import type { TFunction } from 'i18next';
import type { PlanOffer, Subscription } from '@/api/gen/model';
import { todayIso } from '@/lib/dates';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { invoiceStatusGroup } from '@/lib/subscription';

/** The plan's name as a person reads it: the brand's plan list when it has it, else the catalogue. */
export function planLabel(
  t: TFunction,
  plan: string,
  names: ReadonlyMap<string, string> = new Map(),
): string {
  return names.get(plan) ?? t(`subscriptions:plans.${plan}`, { defaultValue: plan });
}

/** A plan as a radio option offers it: its name, price and period. */
export function planOptionLabel(t: TFunction, offer: Pick<PlanOffer, 'name' | 'price' | 'interval'>): string {
  return t('subscriptions:subscribe.planOption', {
    name: offer.name,
    price: formatMoney(fromApiAmount(offer.price)),
    period: t(`subscriptions:plan.period.${offer.interval}`),
  });
}

/** The São Paulo day an expiry falls on. */
export function expiryDate(subscription: Pick<Subscription, 'expireAt'>): string | null {
  return subscription.expireAt ? todayIso(new Date(subscription.expireAt)) : null;
}

/** An invoice's status as the spec names it: 'Aguardando pagamento', 'Fatura cancelada ou expirada' or 'Pago'. */
export function invoiceStatusKey(status: string): string {
  return `subscriptions:plan.invoiceStatuses.${invoiceStatusGroup(status)}`;
}
