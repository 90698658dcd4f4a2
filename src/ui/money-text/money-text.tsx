import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import styles from './money-text.module.css';

export interface MoneyTextProps {
  /** Integer centavos. */
  cents: number;
  currency?: Currency;
  /** 'signed' colours negatives red and positives blue; 'plain' keeps the text colour. */
  tone?: 'signed' | 'plain';
  className?: string;
}

/** An amount through the one money formatter. */
export function MoneyText({
  cents,
  currency = DEFAULT_CURRENCY,
  tone = 'signed',
  className,
}: MoneyTextProps) {
  const sign = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero';
  const classes = [styles.money, tone === 'signed' && sign !== 'zero' && styles[sign], className];
  return (
    <span className={classes.filter(Boolean).join(' ')} data-sign={sign}>
      {formatMoney(cents, currency)}
    </span>
  );
}
