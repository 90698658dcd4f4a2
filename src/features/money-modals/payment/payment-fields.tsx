import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@/api/gen/model';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import { fieldError } from '../shared/field-error';
import styles from '../shared/modals.module.css';
import { ACCOUNT_TYPES, FLAGS, PAYMENT_KINDS, type PaymentValues } from './payment-form-values';
import type { PaymentForm } from './use-payment-form';

const onlyDayDigits = (text: string) => text.replace(/\D/g, '').slice(0, 2);

export function PaymentFields({ form, editing }: { form: PaymentForm; editing: boolean }) {
  const { t } = useTranslation();
  const type = useStore(form.store, (state) => state.values.type);
  const day = (name: 'closeDay' | 'dueDay', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          inputMode="numeric"
          value={field.state.value}
          error={fieldError(field.state.meta.errors, t)}
          onChange={(text) => field.handleChange(onlyDayDigits(text))}
          onBlur={field.handleBlur}
        />
      )}
    </form.Field>
  );
  return (
    <>
      <form.Field name="type">
        {(field) => (
          <Select
            label={t('money-modals:payment.kind')}
            value={field.state.value}
            placeholder={null}
            disabled={editing}
            options={PAYMENT_KINDS.map((kind) => ({
              value: kind,
              label: t(`money-modals:payment.kinds.${kind}`),
            }))}
            onChange={(value) => field.handleChange(value as PaymentType)}
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <TextField
            label={t('money-modals:payment.name')}
            value={field.state.value}
            error={fieldError(field.state.meta.errors, t)}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      {type === 'debit' ? (
        <form.Field name="accountType">
          {(field) => (
            <Select
              label={t('money-modals:payment.accountType')}
              value={field.state.value}
              error={fieldError(field.state.meta.errors, t)}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: value }))}
              onChange={(value) => field.handleChange(value as PaymentValues['accountType'])}
            />
          )}
        </form.Field>
      ) : null}
      {type === 'credit' ? (
        <>
          <form.Field name="flag">
            {(field) => (
              <Select
                label={t('money-modals:payment.flag')}
                value={field.state.value}
                error={fieldError(field.state.meta.errors, t)}
                options={FLAGS.map((flag) => ({ value: flag, label: flag }))}
                onChange={(value) => field.handleChange(value as PaymentValues['flag'])}
              />
            )}
          </form.Field>
          <div className={styles.row}>
            {day('closeDay', t('money-modals:payment.closeDay'))}
            {day('dueDay', t('money-modals:payment.dueDay'))}
          </div>
          <form.Field name="limitCents">
            {(field) => (
              <MoneyField
                label={t('money-modals:payment.limit')}
                value={field.state.value}
                error={fieldError(field.state.meta.errors, t)}
                onChange={field.handleChange}
                onBlur={field.handleBlur}
              />
            )}
          </form.Field>
        </>
      ) : (
        <form.Field name="initialCents">
          {(field) => (
            <MoneyField
              label={t('money-modals:payment.initialValue')}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      )}
    </>
  );
}
