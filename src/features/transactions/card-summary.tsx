import { useTranslation } from 'react-i18next';
import type { Invoice, Payment } from '@/api/gen/model';
import { formatDateBr, type IsoMonth, lastDayOfMonth, todayIso } from '@/lib/dates';
import { type Currency, fromApiAmount } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import { type Countdown, closeCountdown } from './countdown';
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

/**
 * The invoice's credits (a refund, the credit an over-payment carried): the list shows expenses only
 * on a card (spec 2), so without them its rows would not add up to the invoice's value (audit D2).
 */
export function invoiceCredits(invoice: Invoice | undefined): { cents: number; names: string[] } {
  const credits = (invoice?.items ?? []).filter((item) => item.value > 0);
  return {
    cents: credits.reduce((sum, item) => sum + fromApiAmount(item.value), 0),
    names: credits.map((item) => item.name),
  };
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
  const credits = invoiceCredits(invoice);
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
      {credits.cents > 0 ? (
        <div>
          <span className={styles.caption}>{t('transactions:card.credits')}</span>
          <MoneyText cents={credits.cents} currency={currency} tone="plain" />
          <span className={styles.creditsHint}>
            {t('transactions:card.creditsHint', { names: credits.names.join(', ') })}
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
