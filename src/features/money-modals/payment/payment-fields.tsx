import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '@/lib/validation';
import { FormMoneyField, FormSelect, FormTextField } from '@/ui/form';
import { dayDigits } from '../shared/day-digits';
import styles from '../shared/modals.module.css';
import { ACCOUNT_TYPES, FLAGS, PAYMENT_KINDS } from './payment-form-values';
import type { PaymentForm } from './use-payment-form';

interface PaymentFieldsProps {
  form: PaymentForm;
  editing: boolean;
  /** A bank-imported account: its initial value comes from the bank (decision 485). */
  imported: boolean;
}

export function PaymentFields({ form, editing, imported }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const type = useStore(form.store, (state) => state.values.type);
  const day = (name: 'closeDay' | 'dueDay', label: string) => (
    <form.Field name={name}>
      {(field) => <FormTextField field={field} label={label} inputMode="numeric" format={dayDigits} />}
    </form.Field>
  );
  return (
    <>
      <form.Field name="type">
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:payment.kind')}
            placeholder={null}
            disabled={editing}
            options={PAYMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`money-modals:payment.kinds.${kind}`),
            }))}
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <FormTextField field={field} label={t('money-modals:payment.name')} maxLength={NAME_MAX_LENGTH} />
        )}
      </form.Field>
      {type === 'debit' ? (
        <form.Field name="accountType">
          {(field) => (
            <FormSelect
              field={field}
              label={t('money-modals:payment.accountType')}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: value }))}
            />
          )}
        </form.Field>
      ) : null}
      {type === 'credit' ? (
        <>
          <form.Field name="flag">
            {(field) => (
              <FormSelect
                field={field}
                label={t('money-modals:payment.flag')}
                options={FLAGS.map((flag) => ({ value: flag, label: flag }))}
              />
            )}
          </form.Field>
          <div className={styles.row}>
            {day('closeDay', t('money-modals:payment.closeDay'))}
            {day('dueDay', t('money-modals:payment.dueDay'))}
          </div>
          <form.Field name="limitCents">
            {(field) => <FormMoneyField field={field} label={t('money-modals:payment.limit')} />}
          </form.Field>
        </>
      ) : (
        <form.Field name="initialCents">
          {(field) => (
            <FormMoneyField
              field={field}
              label={t('money-modals:payment.initialValue')}
              // An account may start overdrawn ('cheque especial'); cash cannot (audit K13).
              signed={type === 'debit'}
              readOnly={imported}
              hint={imported ? t('money-modals:payment.importedInitialValue') : undefined}
            />
          )}
        </form.Field>
      )}
    </>
  );
}
