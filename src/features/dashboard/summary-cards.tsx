import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './dashboard.module.css';
import { CARD_KEYS, type CardKey } from './dashboard-logic';

interface SummaryCardsProps {
  values: Record<CardKey, number> | undefined;
  hidden: boolean;
  onToggleHidden: () => void;
  currency: Currency;
}

/** Balance, revenues, expenses and investments of the month; the eye hides every amount. */
export function SummaryCards({ values, hidden, onToggleHidden, currency }: SummaryCardsProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.cards} aria-label={t('dashboard:cards.label')} data-tour="cards">
      <button
        type="button"
        className={styles.eye}
        aria-pressed={hidden}
        onClick={onToggleHidden}
        aria-label={hidden ? t('dashboard:cards.show') : t('dashboard:cards.hide')}
      >
        <EyeIcon crossed={hidden} />
      </button>
      {CARD_KEYS.map((key) => (
        <article key={key} className={styles.card} data-kind={key} aria-labelledby={`card-${key}`}>
          <h2 id={`card-${key}`} className={styles.cardTitle}>
            {t(`dashboard:cards.${key}`)}
          </h2>
          <div className={styles.cardValue} data-testid={`card-${key}`}>
            {!values ? (
              <Skeleton width={120} />
            ) : hidden ? (
              t('dashboard:cards.hidden')
            ) : (
              <MoneyText
                cents={values[key]}
                currency={currency}
                tone={key === 'balance' ? 'signed' : 'plain'}
                breakable
              />
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" strokeWidth="2" />
      {crossed ? <path d="M3 3l18 18" strokeWidth="2" /> : null}
    </svg>
  );
}
