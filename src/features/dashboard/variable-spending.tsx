import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './dashboard.module.css';
import { type SpendingPeriod, spendingPercent } from './dashboard-logic';

interface VariableSpendingProps {
  period: SpendingPeriod;
  onPeriod: (period: SpendingPeriod) => void;
  values: { spent: number; projected: number } | undefined;
  currency: Currency;
}

/** Variable spending against its projection, by week or month; the bar turns red at 100% or more. */
export function VariableSpending({ period, onPeriod, values, currency }: VariableSpendingProps) {
  const { t } = useTranslation();
  const percent = values ? spendingPercent(values.spent, values.projected) : 0;
  const over = percent >= 100;
  return (
    <section className={styles.box} aria-labelledby="dashboard-spending" data-tour="spending">
      <h2 id="dashboard-spending" className={styles.boxTitle}>
        {t('dashboard:spending.title')}
      </h2>
      <fieldset className={styles.toggle}>
        <legend className="visually-hidden">{t('dashboard:spending.period')}</legend>
        {(['weekly', 'monthly'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={period === value}
            className={styles.toggleButton}
            onClick={() => onPeriod(value)}
          >
            {t(`dashboard:spending.${value}`)}
          </button>
        ))}
      </fieldset>
      {!values ? (
        <Skeleton count={2} />
      ) : values.spent === 0 ? (
        <p className={styles.empty}>{t('dashboard:spending.empty')}</p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={t('dashboard:spending.bar')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.round(percent))}
            data-over={over}
            className={styles.bar}
          >
            <span className={styles.barFill} style={{ width: `${Math.min(100, percent)}%` }} />
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>{t('dashboard:spending.spent')}</dt>
              <dd data-testid="spending-spent">
                <MoneyText cents={values.spent} currency={currency} tone="plain" />
              </dd>
            </div>
            <div>
              <dt>{t('dashboard:spending.projected')}</dt>
              <dd data-testid="spending-projected">
                <MoneyText cents={values.projected} currency={currency} tone="plain" />
              </dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
