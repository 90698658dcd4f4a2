import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  updateSubscription,
  updateSubscriptionStatus,
} from '@/api/gen/endpoints/subscriptions/subscriptions';
import type { PlanOffer, Subscription } from '@/api/gen/model';
import { failureMessage } from '@/api/http';
import { invalidateSubscription, plansQuery, subscriptionQuery, userQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { Button } from '@/ui/button';
import { CONFIRM_CLOSE_DELAY_MS, ConfirmModal } from '@/ui/confirm-modal';
import { FormOutcome, type Outcome } from '@/ui/form';
import { Page } from '@/ui/page';
import { OwnerActsOnly } from '../owner-acts-only';
import { planLabel, planOptionLabel } from '../plan/plan-labels';
import styles from '../subscriptions.module.css';

/** /assinatura/update: reactivate (warning of the automatic charge when expired) and change plan. */
export function UpdateScreen() {
  return (
    <OwnerActsOnly>
      <Update />
    </OwnerActsOnly>
  );
}

function Update() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(userQuery(session?.id ?? ''));
  const { data: plans } = useSuspenseQuery(plansQuery());
  const subscription = user.subscription;
  const lapsedOrSuspended = Boolean(subscription?.suspended || subscription?.state === 'expired');
  // Offered when the page opened, it stays to say how the reactivation went: the user refetched
  // right after it is no longer suspended, which would otherwise take the answer off the screen.
  const [offeredReactivation] = useState(lapsedOrSuspended);
  return (
    <Page title={t('subscriptions:update.title')}>
      {subscription?.gifted ? (
        <p>{t('subscriptions:update.gifted')}</p>
      ) : !subscription?.subscribed ? (
        <p>
          {t('subscriptions:update.noSubscription')}{' '}
          <Link to="/assine">{t('subscriptions:update.subscribe')}</Link>
        </p>
      ) : (
        <Subscribed
          subscription={subscription}
          plans={plans}
          reactivation={lapsedOrSuspended || offeredReactivation}
        />
      )}
    </Page>
  );
}

interface SubscribedProps {
  subscription: Subscription;
  plans: PlanOffer[];
  /** The plan a change waits to charge for at the next charge (decision 479), when one does. */
  nextPlan?: Subscription['plan'] | undefined;
}

function Subscribed({
  reactivation,
  ...props
}: Omit<SubscribedProps, 'nextPlan'> & { reactivation: boolean }) {
  // The subscription's own read tells the change waiting for the next charge; the user does not carry it.
  const { data: own } = useSuspenseQuery(subscriptionQuery(props.subscription._id));
  return (
    <>
      {reactivation ? <Reactivate {...props} nextPlan={own.nextPlan} /> : null}
      <ChangePlan {...props} nextPlan={own.nextPlan} />
    </>
  );
}

function Reactivate({ subscription, plans, nextPlan }: SubscribedProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = new Map(plans.map((offer) => [offer.plan, offer.name]));
  const expired = subscription.state === 'expired';
  // A lapsed plan is charged at once, at the price of the plan that charge is for.
  const priceOf = (plan: string | undefined) => plans.find((offer) => offer.plan === plan)?.price;
  const price = priceOf(nextPlan) ?? subscription.price ?? priceOf(subscription.plan);
  const chargeWarning =
    price === undefined
      ? t('subscriptions:update.automaticChargeNoPrice')
      : t('subscriptions:update.automaticCharge', { price: formatMoney(fromApiAmount(price)) });

  async function reactivate() {
    setBusy(true);
    setOutcome(null);
    try {
      await updateSubscriptionStatus(subscription._id, { status: 'active' });
      setOutcome({ tone: 'success', message: t('subscriptions:update.reactivated') });
      await invalidateSubscription(queryClient);
    } catch (error) {
      setOutcome({
        tone: 'failure',
        message: failureMessage(error, t('subscriptions:update.activationFailed')),
      });
    } finally {
      setBusy(false);
    }
  }

  /** An expired subscription is charged at once (spec 3, section 8): the person confirms it first. */
  function askOrReactivate() {
    if (expired) setConfirming(true);
    else void reactivate();
  }

  function confirmCharge() {
    setTimeout(() => setConfirming(false), CONFIRM_CLOSE_DELAY_MS);
    void reactivate();
  }

  return (
    <section className={styles.section} aria-labelledby="reactivate-title">
      <h2 id="reactivate-title" className={styles.sectionTitle}>
        {t('subscriptions:update.reactivateTitle')}
      </h2>
      <p>{t('subscriptions:update.reactivateText', { plan: planLabel(t, subscription.plan, names) })}</p>
      <div className={styles.actions}>
        <Button busy={busy} onClick={askOrReactivate} disabled={outcome?.tone === 'success'}>
          {t('subscriptions:update.reactivate')}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('subscriptions:update.reactivateTitle')}
        message={chargeWarning}
        busy={busy}
        onConfirm={confirmCharge}
        onCancel={() => setConfirming(false)}
      />
      {outcome?.tone === 'failure' ? (
        <div role="alert">
          <strong>{t('subscriptions:update.activationTitle')}</strong>
          <p>{outcome.message}</p>
        </div>
      ) : (
        <FormOutcome outcome={outcome} />
      )}
    </section>
  );
}

function ChangePlan({ subscription, plans, nextPlan }: SubscribedProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The plan the next charge is for is not offered again; the plan paid for is, to undo a change.
  const others = plans.filter((offer) => offer.plan !== (nextPlan ?? subscription.plan));
  const [picked, setPicked] = useState(others[0]?.plan ?? '');
  const chosen = others.some((offer) => offer.plan === picked) ? picked : (others[0]?.plan ?? '');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = new Map(plans.map((offer) => [offer.plan, offer.name]));

  async function change() {
    const offer = others.find((item) => item.plan === chosen);
    if (!offer) return;
    setBusy(true);
    setOutcome(null);
    try {
      await updateSubscription(subscription._id, { plan: offer.plan });
      const done = offer.plan === subscription.plan ? 'changeUndone' : 'changed';
      setOutcome({ tone: 'success', message: t(`subscriptions:update.${done}`, { plan: offer.name }) });
      await invalidateSubscription(queryClient);
    } catch (error) {
      setOutcome({ tone: 'failure', message: failureMessage(error, t('subscriptions:update.changeFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="change-plan-title">
      <h2 id="change-plan-title" className={styles.sectionTitle}>
        {t('subscriptions:update.changeTitle')}
      </h2>
      <p className={styles.muted}>
        {planLabel(t, subscription.plan, names)} ({t('subscriptions:update.currentPlan')}).{' '}
        {t('subscriptions:update.changeText')}
      </p>
      {nextPlan ? <p>{t('subscriptions:update.nextPlan', { plan: planLabel(t, nextPlan, names) })}</p> : null}
      <fieldset className={styles.options}>
        <legend className={styles.muted}>{t('subscriptions:subscribe.choosePlan')}</legend>
        {others.map((offer) => (
          <label key={offer.plan} className={styles.option}>
            <input
              type="radio"
              name="newPlan"
              value={offer.plan}
              checked={chosen === offer.plan}
              onChange={() => setPicked(offer.plan)}
            />
            <span>{planOptionLabel(t, offer)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button busy={busy} onClick={() => void change()} disabled={!chosen}>
          {t('subscriptions:update.change')}
        </Button>
      </div>
      <FormOutcome outcome={outcome} />
    </section>
  );
}
