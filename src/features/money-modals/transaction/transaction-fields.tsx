import { useTranslation } from 'react-i18next';
import type { Category, Payment, RecurrentType, TransactionType } from '@/api/gen/model';
import { Checkbox } from '@/ui/checkbox';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import styles from '../shared/modals.module.css';
import { categoriesFor, type TransactionErrors, type TransactionValues } from './transaction-form-values';

const TYPES: TransactionType[] = ['expenses', 'revenues', 'investiments'];
const RECURRENCES: RecurrentType[] = ['annual', 'semiannual', 'monthly', 'fortnightly', 'weekly', 'daily'];
const INSTALLMENTS = Array.from({ length: 359 }, (_, index) => index + 2);

interface FieldsProps {
  values: TransactionValues;
  errors: TransactionErrors;
  set: (patch: Partial<TransactionValues>) => void;
  categories: readonly Category[];
  payments: readonly Payment[];
  editing: boolean;
  /** A bank-imported row: value, date, payment and description are read-only. */
  locked: boolean;
}

export function TransactionFields({
  values,
  errors,
  set,
  categories,
  payments,
  editing,
  locked,
}: FieldsProps) {
  const { t } = useTranslation();
  const error = (key: keyof TransactionValues) => (errors[key] ? t(errors[key]) : undefined);
  const isCard = payments.find((payment) => payment._id === values.payment)?.type === 'credit';
  // Editing a debit expense offers only the first two groups of wallets (cash and accounts).
  const choices =
    editing && values.transactionType === 'expenses' && !isCard
      ? payments.filter((payment) => payment.type !== 'credit')
      : payments;
  return (
    <>
      <Select
        label={t('money-modals:transaction.type')}
        value={values.transactionType}
        placeholder={null}
        disabled={editing}
        options={TYPES.map((type) => ({ value: type, label: t(`money-modals:types.${type}`) }))}
        onChange={(type) => set({ transactionType: type as TransactionType, category: '' })}
      />
      <TextField
        label={t('money-modals:transaction.name')}
        value={values.name}
        error={error('name')}
        onChange={(name) => set({ name })}
      />
      <div className={styles.row}>
        <MoneyField
          label={t('money-modals:transaction.value')}
          value={values.cents}
          error={error('cents')}
          readOnly={locked}
          onChange={(cents) => set({ cents })}
        />
        <TextField
          label={t('money-modals:transaction.date')}
          type="date"
          value={values.date}
          error={error('date')}
          readOnly={locked}
          onChange={(date) => set({ date })}
        />
      </div>
      <Select
        label={t('money-modals:transaction.category')}
        value={values.category}
        error={error('category')}
        options={categoriesFor(categories, values.transactionType).map((category) => ({
          value: category._id,
          label: category.name,
        }))}
        onChange={(category) => set({ category })}
      />
      <Select
        label={t('money-modals:transaction.payment')}
        value={values.payment}
        error={error('payment')}
        disabled={locked}
        options={choices.map((payment) => ({ value: payment._id, label: payment.name }))}
        onChange={(payment) => set({ payment })}
      />
      <TextField
        label={t('money-modals:transaction.description')}
        value={values.description}
        readOnly={locked}
        onChange={(description) => set({ description })}
      />
      <Checkbox
        label={t('money-modals:transaction.paid')}
        checked={isCard || values.paid}
        disabled={isCard}
        onChange={(paid) => set({ paid })}
      />
      {editing ? null : (
        <div className={styles.row}>
          <Checkbox
            label={t('money-modals:transaction.repeat')}
            checked={values.repeat}
            onChange={(repeat) => set({ repeat, installments: false })}
          />
          <Checkbox
            label={t('money-modals:transaction.installments')}
            checked={values.installments}
            onChange={(installments) => set({ installments, repeat: false })}
          />
        </div>
      )}
      {values.repeat ? (
        <Select
          label={t('money-modals:transaction.recurrentType')}
          value={values.recurrentType}
          placeholder={null}
          options={RECURRENCES.map((type) => ({ value: type, label: t(`money-modals:recurrence.${type}`) }))}
          onChange={(recurrentType) => set({ recurrentType: recurrentType as RecurrentType })}
        />
      ) : null}
      {values.installments ? (
        <Select
          label={t('money-modals:transaction.installmentCount')}
          value={String(values.installmentCount)}
          placeholder={null}
          error={error('installmentCount')}
          options={INSTALLMENTS.map((count) => ({
            value: String(count),
            label: t('money-modals:transaction.installmentOption', { count }),
          }))}
          onChange={(count) => set({ installmentCount: Number(count) })}
        />
      ) : null}
      {locked ? <p className={styles.hint}>{t('money-modals:transaction.lockedHint')}</p> : null}
    </>
  );
}
