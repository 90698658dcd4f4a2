import { useTranslation } from 'react-i18next';
import type { CalendarForecast } from '@/api/gen/model';
import { type Currency, fromApiAmount } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './calendar.module.css';
import type { CalendarSummary as Summary } from './calendar-rules';

/** The forecast balance (decision 201) at the top of the screen, with what it is made of. */
export function ForecastCard({
  forecast,
  currency,
}: {
  forecast: CalendarForecast | undefined;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const parts = [
    ['wallets', forecast?.wallets],
    ['pendingLinked', forecast?.pendingLinked],
    ['pendingTransactions', forecast?.pendingTransactions],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="calendar-forecast">
      <h2 id="calendar-forecast" className={styles.cardTitle}>
        {t('calendar:forecast.title')}
      </h2>
      {forecast ? (
        <>
          <p className={styles.forecast} data-testid="calendar-forecast">
            <MoneyText cents={fromApiAmount(forecast.forecast)} currency={currency} breakable />
          </p>
          <dl className={styles.figures}>
            {parts.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`calendar:forecast.${key}`)}</dt>
                <dd>
                  <MoneyText cents={fromApiAmount(value ?? 0)} currency={currency} tone="plain" />
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <Skeleton count={2} />
      )}
    </section>
  );
}

/** Revenues, expenses and balance of the month's items (after the group filter). */
export function SummaryCard({ summary, currency }: { summary: Summary; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="calendar-summary">
      <h2 id="calendar-summary" className={styles.cardTitle}>
        {t('calendar:summary.title')}
      </h2>
      <dl className={styles.figures} data-testid="calendar-summary">
        {(['revenues', 'expenses', 'balance'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`calendar:summary.${key}`)}</dt>
            <dd>
              <MoneyText cents={summary[key]} currency={currency} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
