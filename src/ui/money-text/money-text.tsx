import type { CSSProperties } from 'react';
import { type Currency, DEFAULT_CURRENCY, formatMoney, formattedWidthEm } from '@/lib/money';
import styles from './money-text.module.css';

export interface MoneyTextProps {
  /** Integer centavos. */
  cents: number;
  currency?: Currency;
  /** 'signed' colours negatives red and positives blue; 'plain' keeps the text colour. */
  tone?: 'signed' | 'plain';
  className?: string;
  /**
   * A figure that may be too long for its box (a month's expenses in the trillions, audits K6 and
   * W2) is drawn smaller to fit it, never split: '-R$ 1.002.777.788.630,86' broke into '-',
   * 'R$ 1.002.777.788.6' and '30,86', which read as three figures. The box is the nearest size
   * container (`container-type: inline-size`), or `--money-room` when the caller sets one.
   */
  breakable?: boolean;
}

/** An amount through the one money formatter, one unbroken token. */
export function MoneyText({
  cents,
  currency = DEFAULT_CURRENCY,
  tone = 'signed',
  className,
  breakable = false,
}: MoneyTextProps) {
  const sign = cents > 0 ? 'positive' : cents < 0 ? 'negative' : 'zero';
  const text = formatMoney(cents, currency);
  const classes = [
    styles.money,
    tone === 'signed' && sign !== 'zero' && styles[sign],
    breakable && styles.fit,
    className,
  ];
  const fit = breakable ? ({ '--money-em': formattedWidthEm(text) } as CSSProperties) : undefined;
  return (
    <span className={classes.filter(Boolean).join(' ')} data-sign={sign} style={fit}>
      {text}
    </span>
  );
}
