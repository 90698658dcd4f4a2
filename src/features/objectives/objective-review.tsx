import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import type { Currency } from '@/lib/money';
import { MoneyText } from '@/ui/money-text';
import { CategoryIcon } from './category-icon';
import { monthlyInstallmentCents } from './objective-logic';
import { monthsOfValues, type ObjectiveValues } from './objective-values';
import styles from './objectives.module.css';

/** Step 6: what will be saved, with the monthly deposit the server will compute. */
export function ObjectiveReview({
  values,
  payments,
  currency,
}: {
  values: ObjectiveValues;
  payments: readonly Payment[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const months = monthsOfValues(values);
  const installment = monthlyInstallmentCents(values.totalCents ?? 0, values.initialCents ?? 0, months);
  const account = payments.find((payment) => payment._id === values.payment)?.name ?? '';
  return (
    <dl className={styles.review}>
      <dt>{t('objectives:modal.review.category')}</dt>
      <dd>
        {values.category ? <CategoryIcon category={values.category} size="small" /> : null}
        {values.category ? t(`objectives:categories.${values.category}`) : ''}
      </dd>
      <dt>{t('objectives:modal.review.name')}</dt>
      <dd>{values.name.trim()}</dd>
      <dt>{t('objectives:modal.review.total')}</dt>
      <dd>
        <MoneyText cents={values.totalCents ?? 0} currency={currency} tone="plain" />
      </dd>
      <dt>{t('objectives:modal.review.period')}</dt>
      <dd>{t('objectives:modal.review.periodValue', { count: months })}</dd>
      <dt>{t('objectives:modal.review.initial')}</dt>
      <dd>
        <MoneyText cents={values.initialCents ?? 0} currency={currency} tone="plain" />
      </dd>
      <dt>{t('objectives:modal.review.payment')}</dt>
      <dd>{account}</dd>
      <dt>{t('objectives:modal.review.installment')}</dt>
      <dd className={styles.installment}>
        <MoneyText cents={installment} currency={currency} tone="plain" />
      </dd>
    </dl>
  );
}
