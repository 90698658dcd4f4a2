import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@/api/gen/model';
import { todayIso } from '@/lib/dates';
import { FormMoneyField, FormSelect } from '@/ui/form';
import { BusinessDateField } from '../shared/business-date-field';
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
          <FormSelect
            field={field}
            label={t('money-modals:bankOperation.kind')}
            placeholder={null}
            options={OPERATION_KINDS.map((value) => ({
              value,
              label: t(`money-modals:bankOperation.kinds.${value}`),
            }))}
          />
        )}
      </form.Field>
      <form.Field name="source">
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:bankOperation.source')}
            disabled={kind === 'deposit'}
            options={options}
          />
        )}
      </form.Field>
      <form.Field name="destination">
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:bankOperation.destination')}
            disabled={kind === 'withdraw'}
            options={options}
          />
        )}
      </form.Field>
      <div className={styles.row}>
        <form.Field name="cents">
          {(field) => <FormMoneyField field={field} label={t('money-modals:bankOperation.value')} />}
        </form.Field>
        <form.Field name="date">
          {(field) => (
            <BusinessDateField field={field} label={t('money-modals:bankOperation.date')} max={todayIso()} />
          )}
        </form.Field>
      </div>
    </>
  );
}
