import { type Currency, DEFAULT_CURRENCY, formatMoney } from '@/lib/money';
import styles from './money-text.module.css';

export interface MoneyTextProps {
  /** Integer centavos. */
  cents: number;
  currency?: Currency;
  /** 'signed' colours negatives red and positives blue; 'plain' keeps the text colour. */
  tone?: 'signed' | 'plain';
  className?: string;
  /**
   * A figure that may be too long for its box (a card's total in the trillions, audit K6) breaks
   * inside it rather than widen the page; an amount keeps to one line otherwise.
   */
  breakable?: boolean;
}

/** An amount through the one money formatter. */
export function MoneyText({
  cents,
  currency = DEFAULT_CURRENCY,
  tone = 'signed',
  className,
  breakable = false,
}: MoneyTextProps) {
  const sign = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero';
  const classes = [
    styles.money,
    tone === 'signed' && sign !== 'zero' && styles[sign],
    breakable && styles.breakable,
    className,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} data-sign={sign}>
      {formatMoney(cents, currency)}
    </span>
  );
}
