import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/api/gen/model';
import { plansQuery, subscriptionInvoicesQuery, subscriptionQuery, userQuery } from '@/api/queries';
import { useActsForAnother, useSession } from '@/app/session';
import { formatDateBr } from '@/lib/dates';
import { formatMoney, fromApiAmount } from '@/lib/money';
import { type FooterButton, subscriptionDisplay } from '@/lib/subscription-display';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import styles from '../subscriptions.module.css';
import { Countdown, SubscriptionBadges } from './plan-badges';
import { expiryDate, invoiceStatusKey, planLabel } from './plan-labels';

const BUTTON_TARGETS: Record<FooterButton, '/assine' | '/assinatura/cancelar' | '/assinatura/update'> = {
  subscribe: '/assine',
  cancel: '/assinatura/cancelar',
  activate: '/assinatura/update',
  renew: '/assinatura/update',
  change: '/assinatura/update',
};

const periodOf = (plan: string) => (plan.includes('annual') ? 'annual' : 'monthly');

function PlanFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.column} aria-labelledby="settings-plan-title">
      <h2 id="settings-plan-title" className={styles.sectionTitle}>
        {t('subscriptions:plan.title')}
      </h2>
      {children}
    </section>
  );
}

/** Meu plano while the user and the invoices load. */
export function PlanPending() {
  return (
    <PlanFrame>
      <Skeleton variant="rect" height={180} />
      <Skeleton variant="rect" height={120} />
    </PlanFrame>
  );
}

/** /configuracoes/plano: the 'Subscription display' of spec 3 and the subscription's invoices. */
export function PlanScreen() {
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(userQuery(session?.id ?? ''));
  return (
    <PlanFrame>
      {user.subscription ? <PlanCard subscription={user.subscription} /> : null}
      {user.subscription?._id && !user.subscription.gifted ? <Invoices id={user.subscription._id} /> : null}
    </PlanFrame>
  );
}

function PlanCard({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read only to a planner signed in for a client: what the client pays is the client's choice (decision 109).
  const ownerActs = !useActsForAnother();
  // The brand names its plans (decision 450), as /assinatura/update shows them.
  const { data: plans } = useSuspenseQuery(plansQuery());
  const names = new Map(plans.map((offer) => [offer.plan, offer.name]));
  const display = subscriptionDisplay(subscription);
  // An active plan with no gateway subscription (a demo account, an account older than subscriptions)
  // has nothing to buy, cancel or change: a checkout over it is refused (decision 479, audit AE5).
  const withoutCharges = display.state === 'active' && !subscription.subscribed && !subscription.gifted;
  const buttons = withoutCharges ? [] : display.buttons;
  const expiry = expiryDate(subscription);
  const card = subscription.paymentMethod?.find((method) => method.active) ?? subscription.paymentMethod?.[0];
  // The subscription's own read tells a change waiting for the next charge (decision 479). It asks the
  // payment gateway, so the card does not wait for it.
  const { data: own } = useQuery({
    ...subscriptionQuery(subscription._id),
    enabled: subscription.subscribed && !subscription.gifted,
  });
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{t('subscriptions:plan.current')}</p>
      <p className={styles.planName}>{planLabel(t, subscription.plan, names)}</p>
      {/* Nothing was bought (decision 479): the person reads why they are still where they were. */}
      {subscription.firstChargeFailed ? (
        <p className={styles.refused}>{t('subscriptions:plan.firstChargeFailed')}</p>
      ) : null}
      {subscription.company?.name ? (
        <p className={styles.muted}>
          {t('subscriptions:plan.companyOf', { name: subscription.company.name })}
        </p>
      ) : null}
      {subscription.family?.name && subscription.plan === 'otto-family-member' ? (
        <p className={styles.muted}>{t('subscriptions:plan.familyOf', { name: subscription.family.name })}</p>
      ) : null}
      <SubscriptionBadges badges={display.badges} />
      <Countdown countdown={display.countdown} />
      {subscription.suspended && display.state !== 'expired' ? (
        <p className={styles.muted}>{t('subscriptions:plan.suspended')}</p>
      ) : null}
      {subscription.price !== undefined ? (
        <p>
          {t('subscriptions:plan.price', {
            price: formatMoney(fromApiAmount(subscription.price)),
            period: t(`subscriptions:plan.period.${periodOf(subscription.plan)}`),
          })}
        </p>
      ) : null}
      {own?.nextPlan && own.nextPlan !== subscription.plan ? (
        <p>{t('subscriptions:update.nextPlan', { plan: planLabel(t, own.nextPlan, names) })}</p>
      ) : null}
      {expiry && display.state !== 'test' ? (
        <p className={styles.muted}>{t('subscriptions:plan.expiresOn', { date: formatDateBr(expiry) })}</p>
      ) : null}
      {subscription.subscribed && subscription.paymentType ? (
        <p>
          {t('subscriptions:plan.paymentMethod')}:{' '}
          {t(`subscriptions:plan.paymentTypes.${subscription.paymentType}`)}
          {card?.maskedNumber
            ? ` · ${t('subscriptions:plan.card', { brand: card.brand ?? '', number: card.maskedNumber })}`
            : ''}
        </p>
      ) : null}
      {withoutCharges ? <p className={styles.muted}>{t('subscriptions:plan.withoutCharges')}</p> : null}
      {ownerActs && buttons.length > 0 ? (
        <div className={styles.actions}>
          {buttons.map((button, index) => (
            <Button
              key={button}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => void navigate({ to: BUTTON_TARGETS[button] })}
            >
              {t(`subscriptions:plan.buttons.${button}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Invoices({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: invoices } = useSuspenseQuery(subscriptionInvoicesQuery(id));
  return (
    <section className={styles.section} aria-labelledby="plan-invoices-title">
      <h3 id="plan-invoices-title" className={styles.sectionTitle}>
        {t('subscriptions:plan.invoices')}
      </h3>
      {invoices.length === 0 ? (
        <p className={styles.muted}>{t('subscriptions:plan.noInvoices')}</p>
      ) : (
        // At a phone's width the table scrolls in its own box, which a keyboard can reach (decision 097).
        <section
          className={styles.tableScroll}
          aria-label={t('subscriptions:plan.invoicesTable')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus to be scrolled by keys.
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('subscriptions:plan.invoiceDue')}</th>
                <th scope="col">{t('subscriptions:plan.invoiceTotal')}</th>
                <th scope="col">{t('subscriptions:plan.invoiceStatus')}</th>
                <th scope="col">{t('subscriptions:plan.invoiceLink')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice, index) => (
                <tr key={invoice._id ?? `${invoice.due_date}-${index}`}>
                  <td>{formatDateBr(invoice.due_date)}</td>
                  <td>{formatMoney(fromApiAmount(invoice.total))}</td>
                  <td>{t(invoiceStatusKey(invoice.status))}</td>
                  <td>
                    {invoice.secure_url ? (
                      <a
                        href={invoice.secure_url}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t('subscriptions:plan.openInvoice', {
                          date: formatDateBr(invoice.due_date),
                        })}
                      >
                        {t('subscriptions:plan.invoiceLink')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
