import { useTranslation } from 'react-i18next';
import type { Invoice, Payment } from '@/api/gen/model';
import { formatDateBr, type IsoMonth, lastDayOfMonth, todayIso } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import { type Countdown, closeCountdown } from './countdown';
import { invoiceFigures } from './invoice-figures';
import styles from './transactions.module.css';

/** The card's close date for the month: from the invoice, else the close day clamped to the month. */
export function closeDateOf(card: Payment, invoice: Invoice | undefined, month: IsoMonth): string {
  if (invoice?.closeOnDay) return invoice.closeOnDay;
  const day = Math.min(card.invoiceCloseOn ?? 1, lastDayOfMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

function useCountdownText(countdown: Countdown | null, closeDate: string): string {
  const { t } = useTranslation();
  if (!countdown) return t('transactions:card.closedOn', { date: formatDateBr(closeDate) });
  if (countdown.unit === 'today') return `${t('transactions:card.closes')} ${t('transactions:card.today')}`;
  return `${t('transactions:card.closes')} ${t(`transactions:card.${countdown.unit}`, { count: countdown.n })}`;
}

interface CardSummaryProps {
  card: Payment;
  invoice: Invoice | undefined;
  month: IsoMonth;
  /** Undefined while the month's invoice loads: a skeleton, not a R$ 0,00 that is not so. */
  totalCents: number | undefined;
  currency: Currency;
  now?: Date;
}

/** 'LIMITE TOTAL', the invoice value and 'Fatura fecha' in days, hours or 'Hoje'. */
export function CardSummary({
  card,
  invoice,
  month,
  totalCents,
  currency,
  now = new Date(),
}: CardSummaryProps) {
  const { t } = useTranslation();
  const closeDate = closeDateOf(card, invoice, month);
  const countdownText = useCountdownText(closeCountdown(now, closeDate, todayIso(now)), closeDate);
  // The list shows expenses only on a card (spec 2): the credits used say why its rows do not add
  // up to the invoice's value (audit D2).
  const { creditsCents, creditNames } = invoiceFigures(invoice);
  return (
    <section className={styles.cardSummary} aria-label={t('transactions:card.label')}>
      <div>
        <span className={styles.caption}>{t('transactions:card.limit')}</span>
        <MoneyText cents={fromApiAmount(card.limit ?? 0)} currency={currency} tone="plain" />
      </div>
      <div>
        <span className={styles.caption}>{t('transactions:invoiceValue')}</span>
        <span data-testid="invoice-value">
          {totalCents === undefined ? (
            <Skeleton variant="text" width={96} />
          ) : (
            <MoneyText cents={totalCents} currency={currency} tone="plain" />
          )}
        </span>
      </div>
      {creditsCents > 0 ? (
        <div>
          <span className={styles.caption}>{t('transactions:card.credits')}</span>
          <MoneyText cents={creditsCents} currency={currency} tone="plain" />
          <span className={styles.creditsHint}>
            {t('transactions:card.creditsHint', { names: creditNames.join(', ') })}
          </span>
        </div>
      ) : null}
      <div>
        <span className={styles.caption} data-testid="invoice-countdown">
          {countdownText}
        </span>
      </div>
    </section>
  );
}
