import { useTranslation } from 'react-i18next';
import type { Budget } from '@/api/gen/model';
import type { Currency } from '@/lib/money';
import { DonutChart } from '@/ui/charts';
import { MoneyText } from '@/ui/money-text';
import { Skeleton } from '@/ui/skeleton';
import styles from './dashboard.module.css';
import { budgetSlices, type CategorySpend } from './dashboard-logic';

/** The month's expenses per category; each category opens its details. */
export function ExpenseCategories({
  categories,
  currency,
  onCategory,
}: {
  categories: readonly CategorySpend[] | undefined;
  currency: Currency;
  onCategory: (category: CategorySpend) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="dashboard-categories">
      <h2 id="dashboard-categories" className={styles.boxTitle}>
        {t('dashboard:categories.title')}
      </h2>
      {!categories ? (
        <Skeleton variant="circle" width={200} height={200} />
      ) : categories.length === 0 ? (
        <p className={styles.empty}>{t('dashboard:spending.empty')}</p>
      ) : (
        <>
          <DonutChart
            title={t('dashboard:categories.title')}
            currency={currency}
            slices={categories.map((c) => ({ key: c.id || 'none', label: c.name, value: c.cents }))}
          />
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category.id || 'none'} className={styles.listRow}>
                {category.id ? (
                  <button
                    type="button"
                    className={styles.link}
                    aria-label={t('dashboard:categories.details', { name: category.name })}
                    onClick={() => onCategory(category)}
                  >
                    {category.name}
                  </button>
                ) : (
                  <span>{category.name}</span>
                )}
                <MoneyText cents={category.cents} currency={currency} tone="plain" />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The month's budget by group, with what the revenues leave unreserved. */
export function BudgetDonut({ budget, currency }: { budget: Budget | null | undefined; currency: Currency }) {
  const { t } = useTranslation();
  const slices = budgetSlices(budget ?? undefined);
  const kinds = {
    fixed: 'expense',
    variable: 'secondary',
    debts: 'transfer',
    investments: 'investment',
    unreserved: 'muted',
  } as const;
  return (
    <section className={styles.box} aria-labelledby="dashboard-budget" data-tour="budget">
      <h2 id="dashboard-budget" className={styles.boxTitle}>
        {t('dashboard:budget.title')}
      </h2>
      {budget === undefined ? (
        <Skeleton variant="circle" width={200} height={200} />
      ) : slices.length === 0 ? (
        <p className={styles.empty}>{t('dashboard:budget.empty')}</p>
      ) : (
        <DonutChart
          title={t('dashboard:budget.title')}
          currency={currency}
          slices={slices.map((slice) => ({
            key: slice.key,
            label: t(`dashboard:budget.${slice.key}`),
            value: slice.cents,
            kind: kinds[slice.key],
          }))}
        />
      )}
    </section>
  );
}
