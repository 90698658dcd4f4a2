import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanOffer, PromotionalCode, Subscription, User } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { invalidateSubscription, plansQuery, userQuery } from '@/api/queries';
import { useBrand } from '@/app/brand';
import { useSession } from '@/app/session';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { priceWithDiscount } from '@/lib/subscription';
import { Button } from '@/ui/button';
import { FormElement, FormOutcome, type Outcome } from '@/ui/form';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import { OwnerActsOnly } from '../owner-acts-only';
import { planOptionLabel } from '../plan/plan-labels';
import styles from '../subscriptions.module.css';
import { BillingFields } from './billing-fields';
import { CardFields } from './card-fields';
import { checkoutValuesOf } from './checkout-schema';
import { type PayStep, pay } from './pay';
import { PaymentResult } from './payment-result';
import { PromoCode } from './promo-code';
import { CardRefused } from './tokenise';
import { useCheckoutForm } from './use-checkout-form';

const PAYMENT_TYPES = ['credit_card', 'pix', 'bank_slip'] as const;

/** /assine while the plans load. */
export function SubscribePending() {
  const { t } = useTranslation();
  return (
    <Page title={t('subscriptions:subscribe.title')}>
      <Skeleton variant="rect" height={120} />
      <Skeleton variant="rect" height={320} />
    </Page>
  );
}

/** /assine: choose a plan, billing data, payment method and promotional code, then pay. */
export function SubscribeScreen() {
  return (
    <OwnerActsOnly>
      <Subscribe />
    </OwnerActsOnly>
  );
}

function Subscribe() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(userQuery(session?.id ?? ''));
  const { data: plans } = useSuspenseQuery(plansQuery());
  const [done, setDone] = useState<Subscription | null>(null);
  const current = user.subscription;
  return (
    <Page title={t('subscriptions:subscribe.title')}>
      {done ? (
        <PaymentResult subscription={done} />
      ) : current?.gifted ? (
        <p>{t('subscriptions:subscribe.giftedPlan')}</p>
      ) : current?.subscribed && current.state !== 'expired' ? (
        <p>
          {t('subscriptions:subscribe.alreadySubscribed')}{' '}
          <Link to="/configuracoes/plano">{t('subscriptions:subscribe.toMyPlan')}</Link>
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t('subscriptions:subscribe.lead', { article: brand.article, brand: brand.brand })}
          </p>
          <Checkout user={user} plans={plans} onDone={setDone} />
        </>
      )}
    </Page>
  );
}

function Checkout({
  user,
  plans,
  onDone,
}: {
  user: User;
  plans: PlanOffer[];
  onDone: (s: Subscription) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [promo, setPromo] = useState<PromotionalCode | null>(null);
  const [step, setStep] = useState<PayStep | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useCheckoutForm(checkoutValuesOf(user, plans[0]?.plan ?? ''), async (value) => {
    setOutcome(null);
    try {
      const subscription = await pay(value, user, setStep, promo?.code);
      await invalidateSubscription(queryClient);
      onDone(subscription);
    } catch (error) {
      const message =
        error instanceof CardRefused
          ? t('subscriptions:subscribe.cardRefused')
          : failureMessage(error, t('subscriptions:subscribe.failed'));
      setOutcome({ tone: 'failure', message });
    } finally {
      setStep(null);
    }
  });

  return (
    <FormElement form={form} className={styles.column} aria-label={t('subscriptions:subscribe.title')}>
      <form.Field name="plan" listeners={{ onChange: () => setPromo(null) }}>
        {(field) => (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('subscriptions:subscribe.choosePlan')}</legend>
            <div className={styles.options}>
              {plans.map((offer) => (
                <label key={offer.plan} className={styles.option}>
                  <input
                    type="radio"
                    name="plan"
                    value={offer.plan}
                    checked={field.state.value === offer.plan}
                    onChange={() => field.handleChange(offer.plan)}
                  />
                  <span>
                    {planOptionLabel(t, offer)}
                    {offer.family ? ` (${t('subscriptions:subscribe.familyPlan')})` : ''}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form.Field>

      <BillingFields form={form} />

      <form.Field name="paymentType">
        {(field) => (
          <fieldset className={styles.section}>
            <legend className={styles.sectionTitle}>{t('subscriptions:subscribe.payment')}</legend>
            <div className={styles.options}>
              {PAYMENT_TYPES.map((type) => (
                <label key={type} className={styles.option}>
                  <input
                    type="radio"
                    name="paymentType"
                    value={type}
                    checked={field.state.value === type}
                    onChange={() => field.handleChange(type)}
                  />
                  <span>{t(`subscriptions:subscribe.paymentTypes.${type}`)}</span>
                </label>
              ))}
            </div>
            {field.state.value === 'credit_card' ? <CardFields form={form} /> : null}
          </fieldset>
        )}
      </form.Field>

      <form.Subscribe selector={(state) => state.values.plan}>
        {(plan) => {
          const offer = plans.find((item) => item.plan === plan);
          const total = offer ? priceWithDiscount(offer.price, promo) : 0;
          return (
            <section className={styles.section} aria-labelledby="subscribe-summary-title">
              <h2 id="subscribe-summary-title" className={styles.sectionTitle}>
                {t('subscriptions:subscribe.summary')}
              </h2>
              <PromoCode plan={plan} applied={promo} onApplied={setPromo} />
              <p>
                {t('subscriptions:subscribe.total', { total: formatMoney(fromApiAmount(total)) })}
                {offer && promo ? (
                  <span className={styles.muted}>
                    {' '}
                    (
                    {t('subscriptions:subscribe.originalPrice', {
                      price: formatMoney(fromApiAmount(offer.price)),
                    })}
                    )
                  </span>
                ) : null}
              </p>
              <form.Subscribe selector={(state) => state.isSubmitting}>
                {(submitting) => (
                  <div className={styles.actions}>
                    <Button type="submit" busy={submitting}>
                      {t('subscriptions:subscribe.pay', { total: formatMoney(fromApiAmount(total)) })}
                    </Button>
                    {step ? (
                      <p role="status" className={styles.progress}>
                        {t(`subscriptions:subscribe.progress.${step}`)}
                      </p>
                    ) : null}
                  </div>
                )}
              </form.Subscribe>
              <FormOutcome outcome={outcome} />
            </section>
          );
        }}
      </form.Subscribe>
    </FormElement>
  );
}
