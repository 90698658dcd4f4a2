import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/api/gen/model';
import { subscriptionDisplay } from '@/lib/subscription-display';
import styles from './app-shell.module.css';

/**
 * Above every screen: the trial's countdown ('dia X de 7') or the expired state, each with the way
 * to subscribe. A paid or gifted plan shows nothing here (its details are in Meu plano). A planner
 * signed in for a client reads the state without the way: subscribing is the owner's act (decision 109).
 */
export function SubscriptionNotice({
  subscription,
  canSubscribe,
}: {
  subscription: Subscription | undefined;
  canSubscribe: boolean;
}) {
  const { t } = useTranslation();
  if (!subscription || subscription.gifted) return null;
  const display = subscriptionDisplay(subscription);
  const countdown = display.countdown;
  if (display.state === 'test' && countdown?.kind === 'trialDay') {
    return (
      <section
        className={styles.subscriptionNotice}
        data-tone={countdown.tone}
        aria-label={t('shell:subscription.label')}
      >
        <span className={styles.countdown}>
          {t('shell:subscription.trialDay', { day: countdown.day, of: countdown.of })}
        </span>
        {canSubscribe ? (
          <Link to="/assine" className={styles.subscriptionLink}>
            {t('shell:subscription.subscribe')}
          </Link>
        ) : null}
      </section>
    );
  }
  if (display.state !== 'expired') return null;
  return (
    <section
      className={styles.subscriptionNotice}
      data-tone="expired"
      aria-label={t('shell:subscription.label')}
    >
      <strong>
        {t(
          subscription.subscribed
            ? 'shell:subscription.subscriptionExpired'
            : 'shell:subscription.trialExpired',
        )}
      </strong>
      <span>{t('shell:subscription.expiredText')}</span>
      {canSubscribe ? (
        <Link
          to={subscription.subscribed ? '/assinatura/update' : '/assine'}
          className={styles.subscriptionLink}
        >
          {t(subscription.subscribed ? 'shell:subscription.renew' : 'shell:subscription.subscribe')}
        </Link>
      ) : null}
    </section>
  );
}
