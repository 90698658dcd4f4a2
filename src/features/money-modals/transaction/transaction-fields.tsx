import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import type { Category, Payment, RecurrentType, TransactionType } from '@/api/gen/model';
import { Checkbox } from '@/ui/checkbox';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import { fieldError } from '../shared/field-error';
import styles from '../shared/modals.module.css';
import { categoriesFor, MAX_INSTALLMENTS, RECURRENCES, TRANSACTION_TYPES } from './transaction-form-values';
import type { TransactionForm } from './use-transaction-form';

const INSTALLMENTS = Array.from({ length: MAX_INSTALLMENTS - 1 }, (_, index) => index + 2);

interface FieldsProps {
  form: TransactionForm;
  categories: readonly Category[];
  payments: readonly Payment[];
  editing: boolean;
  /** A bank-imported row: value, date, payment and description are read-only. */
  locked: boolean;
}

export function TransactionFields({ form, categories, payments, editing, locked }: FieldsProps) {
  const { t } = useTranslation();
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
          <Select
            label={t('money-modals:transaction.type')}
            value={field.state.value}
            placeholder={null}
            disabled={editing}
            options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`money-modals:types.${value}`) }))}
            onChange={(value) => field.handleChange(value as TransactionType)}
          />
        )}
      </form.Field>
      <form.Field name="name">
        {(field) => (
          <TextField
            label={t('money-modals:transaction.name')}
            value={field.state.value}
            error={fieldError(field.state.meta.errors, t)}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      <div className={styles.row}>
        <form.Field name="cents">
          {(field) => (
            <MoneyField
              label={t('money-modals:transaction.value')}
              value={field.state.value}
              error={fieldError(field.state.meta.errors, t)}
              readOnly={locked}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="date">
          {(field) => (
            <TextField
              label={t('money-modals:transaction.date')}
              type="date"
              value={field.state.value}
              error={fieldError(field.state.meta.errors, t)}
              readOnly={locked}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="category">
        {(field) => (
          <Select
            label={t('money-modals:transaction.category')}
            value={field.state.value}
            error={fieldError(field.state.meta.errors, t)}
            options={categoriesFor(categories, type).map((category) => ({
              value: category._id,
              label: category.name,
            }))}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="payment">
        {(field) => (
          <Select
            label={t('money-modals:transaction.payment')}
            value={field.state.value}
            error={fieldError(field.state.meta.errors, t)}
            disabled={locked}
            options={choices.map((payment) => ({ value: payment._id, label: payment.name }))}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextField
            label={t('money-modals:transaction.description')}
            value={field.state.value}
            readOnly={locked}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      <form.Field name="paid">
        {(field) => (
          <Checkbox
            label={t('money-modals:transaction.paid')}
            checked={isCard || field.state.value}
            disabled={isCard}
            onChange={field.handleChange}
          />
        )}
      </form.Field>
      {editing ? null : <SeriesFields form={form} />}
      {locked ? <p className={styles.hint}>{t('money-modals:transaction.lockedHint')}</p> : null}
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
          {(field) => (
            <Checkbox
              label={t('money-modals:transaction.repeat')}
              checked={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field
          name="installments"
          listeners={{ onChange: ({ value }) => value && form.setFieldValue('repeat', false) }}
        >
          {(field) => (
            <Checkbox
              label={t('money-modals:transaction.installments')}
              checked={field.state.value}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
      </div>
      {repeat ? (
        <form.Field name="recurrentType">
          {(field) => (
            <Select
              label={t('money-modals:transaction.recurrentType')}
              value={field.state.value}
              placeholder={null}
              options={RECURRENCES.map((value) => ({ value, label: t(`money-modals:recurrence.${value}`) }))}
              onChange={(value) => field.handleChange(value as RecurrentType)}
            />
          )}
        </form.Field>
      ) : null}
      {installments ? (
        <form.Field name="installmentCount">
          {(field) => (
            <Select
              label={t('money-modals:transaction.installmentCount')}
              value={String(field.state.value)}
              placeholder={null}
              error={fieldError(field.state.meta.errors, t)}
              options={INSTALLMENTS.map((count) => ({
                value: String(count),
                label: t('money-modals:transaction.installmentOption', { count }),
              }))}
              onChange={(count) => field.handleChange(Number(count))}
            />
          )}
        </form.Field>
      ) : null}
    </>
  );
}
