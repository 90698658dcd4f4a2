import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSubscriptionExpired } from '@/api/http';
import styles from './app-shell.module.css';

/**
 * A write the server refused because the account's trial or subscription ended (decision 431):
 * whichever screen made it, the shell says the server's text and offers the way to subscribe, to
 * the account's owner only (decision 109).
 */
export function SubscriptionRefusalBanner({ canSubscribe }: { canSubscribe: boolean }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => onSubscriptionExpired((error) => setMessage(error.message)), []);
  if (message === null) return null;
  return (
    <div className={styles.subscriptionBanner} role="alert">
      <span>{message || t('shell:subscription.refused')}</span>
      {canSubscribe ? (
        <Link to="/assine" className={styles.subscriptionLink} onClick={() => setMessage(null)}>
          {t('shell:subscription.subscribe')}
        </Link>
      ) : null}
      <button type="button" className={styles.bannerClose} onClick={() => setMessage(null)}>
        {t('shell:subscription.dismiss')}
      </button>
    </div>
  );
}
