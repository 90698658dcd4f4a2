import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Category, Payment } from '@/api/gen/model';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '@/lib/validation';
import { FormCheckbox, FormMoneyField, FormSelect, FormTextField } from '@/ui/form';
import { BusinessDateField } from '../shared/business-date-field';
import styles from '../shared/modals.module.css';
import {
  categoriesFor,
  LOCKED_FIELDS,
  type Lock,
  MAX_INSTALLMENTS,
  RECURRENCES,
  TRANSACTION_TYPES,
} from './transaction-form-values';
import type { TransactionForm } from './use-transaction-form';
import { forgetDroppedMessage } from './vanished-choices';

const INSTALLMENTS = Array.from({ length: MAX_INSTALLMENTS - 1 }, (_, index) => index + 2);

interface FieldsProps {
  form: TransactionForm;
  categories: readonly Category[];
  payments: readonly Payment[];
  editing: boolean;
  /** Why some fields are read-only: a bank-imported row, or a purchase of a paid invoice. */
  lock: Lock | undefined;
  /** The edited row already has its calendar item: a second would be the same one (decision 466). */
  inCalendar: boolean;
}

export function TransactionFields({ form, categories, payments, editing, lock, inCalendar }: FieldsProps) {
  const { t } = useTranslation();
  const locked = (key: string) => Boolean(lock && LOCKED_FIELDS[lock].has(key));
  const type = useStore(form.store, (state) => state.values.transactionType);
  const paymentId = useStore(form.store, (state) => state.values.payment);
  const isCard = payments.find((payment) => payment._id === paymentId)?.type === 'credit';
  // Editing a debit expense offers only the first two groups of wallets (cash and accounts).
  const choices =
    editing && type === 'expenses' && !isCard
      ? payments.filter((payment) => payment.type !== 'credit')
      : payments;
  return (
    <>
      <form.Field name="transactionType" listeners={{ onChange: () => form.setFieldValue('category', '') }}>
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:transaction.type')}
            placeholder={null}
            disabled={editing}
            options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`money-modals:types.${value}`) }))}
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <FormTextField
            field={field}
            label={t('money-modals:transaction.name')}
            maxLength={NAME_MAX_LENGTH}
          />
        )}
      </form.Field>
      <div className={styles.row}>
        <form.Field name="cents">
          {(field) => (
            <FormMoneyField
              field={field}
              label={t('money-modals:transaction.value')}
              readOnly={locked('value')}
            />
          )}
        </form.Field>
        <form.Field name="date">
          {(field) => (
            <BusinessDateField
              field={field}
              label={t('money-modals:transaction.date')}
              readOnly={locked('date')}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="category" listeners={{ onChange: forgetDroppedMessage }}>
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:transaction.category')}
            options={categoriesFor(categories, type).map((category) => ({
              value: category._id,
              label: category.name,
              // An expense may take a debt category: each kind under its heading.
              ...(type === 'expenses'
                ? {
                    group: t(
                      `money-modals:transaction.categoryGroups.${category.group as 'expenses' | 'debts'}`,
                    ),
                  }
                : {}),
            }))}
          />
        )}
      </form.Field>
      <form.Field name="payment" listeners={{ onChange: forgetDroppedMessage }}>
        {(field) => (
          <FormSelect
            field={field}
            label={t('money-modals:transaction.payment')}
            disabled={locked('payment')}
            options={choices.map((payment) => ({ value: payment._id, label: payment.name }))}
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <FormTextField
            field={field}
            label={t('money-modals:transaction.description')}
            readOnly={locked('description')}
            maxLength={DESCRIPTION_MAX_LENGTH}
          />
        )}
      </form.Field>
      <form.Field name="paid">
        {(field) => (
          <FormCheckbox
            field={field}
            label={t('money-modals:transaction.paid')}
            checked={isCard || field.state.value}
            disabled={isCard}
          />
        )}
      </form.Field>
      {editing && inCalendar ? (
        <p className={styles.hint}>{t('money-modals:transaction.inCalendar')}</p>
      ) : editing ? (
        <form.Field name="addToCalendar">
          {(field) => <FormCheckbox field={field} label={t('money-modals:transaction.addToCalendar')} />}
        </form.Field>
      ) : (
        <SeriesFields form={form} />
      )}
      {lock ? <p className={styles.hint}>{t(`money-modals:transaction.lockedHint.${lock}`)}</p> : null}
    </>
  );
}

/** Repeat and instalments exclude each other: ticking one clears the other. */
function SeriesFields({ form }: { form: TransactionForm }) {
  const { t } = useTranslation();
  const repeat = useStore(form.store, (state) => state.values.repeat);
  const installments = useStore(form.store, (state) => state.values.installments);
  return (
    <>
      <div className={styles.row}>
        <form.Field
          name="repeat"
          listeners={{ onChange: ({ value }) => value && form.setFieldValue('installments', false) }}
        >
          {(field) => <FormCheckbox field={field} label={t('money-modals:transaction.repeat')} />}
        </form.Field>
        <form.Field
          name="installments"
          listeners={{ onChange: ({ value }) => value && form.setFieldValue('repeat', false) }}
        >
          {(field) => <FormCheckbox field={field} label={t('money-modals:transaction.installments')} />}
        </form.Field>
      </div>
      {repeat ? (
        <form.Field name="recurrentType">
          {(field) => (
            <FormSelect
              field={field}
              label={t('money-modals:transaction.recurrentType')}
              placeholder={null}
              options={RECURRENCES.map((value) => ({ value, label: t(`money-modals:recurrence.${value}`) }))}
            />
          )}
        </form.Field>
      ) : null}
      {installments ? (
        <form.Field name="installmentCount">
          {(field) => (
            <FormSelect
              field={field}
              label={t('money-modals:transaction.installmentCount')}
              placeholder={null}
              options={INSTALLMENTS.map((count) => ({
                value: count,
                label: t('money-modals:transaction.installmentOption', { count }),
              }))}
            />
          )}
        </form.Field>
      ) : null}
    </>
  );
}
