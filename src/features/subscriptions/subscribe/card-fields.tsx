import { useTranslation } from 'react-i18next';
import { detectCardBrand } from '@/lib/card-validation';
import { FormTextField } from '@/ui/form';
import styles from '../subscriptions.module.css';
import type { CheckoutForm } from './use-checkout-form';

/** Card number, owner, expiry and CVV, masked as typed; the brand shows once recognised. */
export function CardFields({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      <p className={styles.muted}>{t('subscriptions:subscribe.cardNotice')}</p>
      <div className={styles.grid}>
        <form.Field name="cardNumber">
          {(field) => {
            const brand = detectCardBrand(field.state.value);
            return (
              <FormTextField
                field={field}
                mask="card"
                label={t('subscriptions:subscribe.cardNumber')}
                hint={
                  brand
                    ? t('subscriptions:subscribe.cardBrandDetected', {
                        brand: t(`subscriptions:subscribe.cardBrands.${brand}`),
                      })
                    : undefined
                }
              />
            );
          }}
        </form.Field>
        <form.Field name="cardOwner">
          {(field) => (
            <FormTextField
              field={field}
              label={t('subscriptions:subscribe.cardOwner')}
              autoComplete="cc-name"
              maxLength={100}
            />
          )}
        </form.Field>
        <form.Field name="cardExpiry">
          {(field) => (
            <FormTextField field={field} mask="expiry" label={t('subscriptions:subscribe.cardExpiry')} />
          )}
        </form.Field>
        <form.Field name="cardCvv">
          {(field) => (
            <FormTextField
              field={field}
              label={t('subscriptions:subscribe.cardCvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              format={(text) => text.replace(/\D/g, '')}
            />
          )}
        </form.Field>
      </div>
    </div>
  );
}
