import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { BankingOperationType, Payment } from '@/api/gen/model';
import { todayIso } from '@/lib/dates';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import { fieldError } from '../shared/field-error';
import styles from '../shared/modals.module.css';
import { fixedEnd, OPERATION_KINDS } from './bank-operation-values';
import type { BankOperationForm } from './use-bank-operation-form';

/** Kind, the two ends (cash and accounts; a withdraw or deposit fixes one at Dinheiro), value, date. */
export function BankOperationFields({
  form,
  payments,
}: {
  form: BankOperationForm;
  payments: readonly Payment[];
}) {
  const { t } = useTranslation();
  const kind = useStore(form.store, (state) => state.values.kind);
  const cash = payments.find((payment) => payment.type === 'money');
  const options = payments
    .filter((payment) => payment.type !== 'credit')
    .map((payment) => ({ value: payment._id, label: payment.name }));
  return (
    <>
      <form.Field
        name="kind"
        listeners={{
          onChange: ({ value }) => {
            for (const [end, id] of Object.entries(fixedEnd(value, cash))) {
              form.setFieldValue(end as 'source' | 'destination', id);
            }
          },
        }}
      >
        {(field) => (
          <Select
            label={t('money-modals:bankOperation.kind')}
            value={field.state.value}
            placeholder={null}
            options={OPERATION_KINDS.map((value) => ({
              value,
              label: t(`money-modals:bankOperation.kinds.${value}`),
            }))}
            onChange={(value) => field.handleChange(value as BankingOperationType)}
          />
        )}
      </form.Field>
      <form.Field name="source">
        {(field) => (
          <Select
            label={t('money-modals:bankOperation.source')}
            value={field.state.value}
            disabled={kind === 'deposit'}
            error={fieldError(field.state.meta.errors, t)}
            options={options}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="destination">
        {(field) => (
          <Select
            label={t('money-modals:bankOperation.destination')}
            value={field.state.value}
            disabled={kind === 'withdraw'}
            error={fieldError(field.state.meta.errors, t)}
            options={options}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <div className={styles.row}>
        <form.Field name="cents">
          {(field) => (
            <MoneyField
              label={t('money-modals:bankOperation.value')}
              value={field.state.value}
              error={fieldError(field.state.meta.errors, t)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="date">
          {(field) => (
            <TextField
              label={t('money-modals:bankOperation.date')}
              type="date"
              max={todayIso()}
              value={field.state.value}
              error={fieldError(field.state.meta.errors, t)}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </div>
    </>
  );
}
