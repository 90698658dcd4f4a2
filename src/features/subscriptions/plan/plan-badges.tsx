import { useTranslation } from 'react-i18next';
import type { Countdown as CountdownValue, SubscriptionBadge } from '@/lib/subscription-display';
import styles from '../subscriptions.module.css';

export function SubscriptionBadges({ badges }: { badges: readonly SubscriptionBadge[] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {badges.map((badge) => (
        <li key={badge} className={styles.badge} data-kind={badge}>
          {t(`subscriptions:plan.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

/** 'Dia X de 7', 'resta N dia(s)' or 'Expira hoje', coloured by the 0/5/15 thresholds. */
export function Countdown({ countdown }: { countdown: CountdownValue | null }) {
  const { t } = useTranslation();
  if (!countdown) return null;
  const text =
    countdown.kind === 'trialDay'
      ? t('subscriptions:plan.trialDay', { day: countdown.day, of: countdown.of })
      : countdown.kind === 'daysLeft'
        ? t('subscriptions:plan.daysLeft', { count: countdown.days })
        : t('subscriptions:plan.expiresToday');
  return (
    <p className={styles.countdown} data-tone={countdown.tone}>
      {text}
    </p>
  );
}
