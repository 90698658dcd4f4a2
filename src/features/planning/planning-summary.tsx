import { useTranslation } from 'react-i18next';
import type { Currency } from '@/lib/money';
import { DonutChart } from '@/ui/charts';
import { ProgressBar } from '@/ui/progress-bar';
import styles from './planning.module.css';
import { type Group, plannedBalance, utilisation } from './planning-logic';

/** 'Resumo do orçamento': where revenues go, and how much of them the plan uses. */
export function PlanningSummary({ totals, currency }: { totals: Record<Group, number>; currency: Currency }) {
  const { t } = useTranslation();
  const usage = utilisation(totals);
  const slices = [
    {
      key: 'fixed',
      label: t('planning:summary.slices.fixed'),
      value: totals.essential,
      kind: 'expense' as const,
    },
    {
      key: 'variable',
      label: t('planning:summary.slices.variable'),
      value: totals.noessential,
      kind: 'secondary' as const,
    },
    {
      key: 'debts',
      label: t('planning:summary.slices.debts'),
      value: totals.debts,
      kind: 'transfer' as const,
    },
    {
      key: 'investments',
      label: t('planning:summary.slices.investments'),
      value: totals.investiment,
      kind: 'investment' as const,
    },
    {
      key: 'unreserved',
      label: t('planning:summary.slices.unreserved'),
      value: Math.max(plannedBalance(totals), 0),
      // The brand may give 'secondary' (variable) the revenue colour: the unreserved money takes the
      // neutral tone, as in the dashboard's budget donut, so the five slices stay apart.
      kind: 'muted' as const,
    },
  ];
  return (
    <section className={styles.summary} aria-label={t('planning:summary.title')}>
      <h2 className={styles.sectionTitle}>{t('planning:summary.title')}</h2>
      <DonutChart title={t('planning:summary.balance')} slices={slices} currency={currency} size={180} />
      {/* Green under 100% of revenues, red from 100% (the bar turns red by itself). */}
      <ProgressBar
        value={usage.used}
        max={usage.revenues}
        label={t('planning:summary.usage')}
        tone="success"
      />
    </section>
  );
}
