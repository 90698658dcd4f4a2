import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import type { Currency } from '@/lib/money';
import { DonutChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import styles from './wallets.module.css';

/** 'Saldo total carteiras' (cash and accounts) and the chart 'Pagamentos por carteira'. */
export function WalletsSummary({
  wallets,
  balanceOf,
  currency,
}: {
  wallets: readonly Payment[];
  balanceOf: ReadonlyMap<string, number>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const chartId = useId();
  const total = wallets.reduce((sum, wallet) => sum + (balanceOf.get(wallet._id) ?? 0), 0);
  return (
    <section className={styles.summary} aria-labelledby="wallets-total">
      <h2 id="wallets-total" className={styles.sectionTitle}>
        {t('wallets:total')}
      </h2>
      <p className={styles.total} data-testid="wallets-total">
        <MoneyText cents={total} currency={currency} breakable />
      </p>
      {/* Printed, and the chart's name (audit M2). */}
      <h3 id={chartId} className={styles.chartTitle}>
        {t('wallets:chart')}
      </h3>
      <DonutChart
        labelledBy={chartId}
        currency={currency}
        size={180}
        slices={wallets.map((wallet) => ({
          key: wallet._id,
          label: wallet.name,
          value: balanceOf.get(wallet._id) ?? 0,
        }))}
      />
    </section>
  );
}
