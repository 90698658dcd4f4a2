import { useTranslation } from 'react-i18next';
import type { PaymentType } from '@/api/gen/model';
import { Select } from '@/ui/select';
import { MoneyField, TextField } from '@/ui/text-field';
import styles from '../shared/modals.module.css';
import { ACCOUNT_TYPES, FLAGS, type PaymentErrors, type PaymentValues } from './payment-form-values';

const KINDS: PaymentType[] = ['money', 'debit', 'credit'];

interface Props {
  values: PaymentValues;
  errors: PaymentErrors;
  set: (patch: Partial<PaymentValues>) => void;
  editing: boolean;
}

export function PaymentFields({ values, errors, set, editing }: Props) {
  const { t } = useTranslation();
  const error = (key: keyof PaymentValues) => (errors[key] ? t(errors[key]) : undefined);
  const day = (key: 'closeDay' | 'dueDay', label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      value={values[key]}
      error={error(key)}
      onChange={(text) => set({ [key]: text.replace(/\D/g, '').slice(0, 2) })}
    />
  );
  return (
    <>
      <Select
        label={t('money-modals:payment.kind')}
        value={values.type}
        placeholder={null}
        disabled={editing}
        options={KINDS.map((kind) => ({ value: kind, label: t(`money-modals:payment.kinds.${kind}`) }))}
        onChange={(type) => set({ type: type as PaymentType })}
      />
      <TextField
        label={t('money-modals:payment.name')}
        value={values.name}
        error={error('name')}
        onChange={(name) => set({ name })}
      />
      {values.type === 'debit' ? (
        <Select
          label={t('money-modals:payment.accountType')}
          value={values.accountType}
          error={error('accountType')}
          options={ACCOUNT_TYPES.map((type) => ({ value: type, label: type }))}
          onChange={(accountType) => set({ accountType: accountType as PaymentValues['accountType'] })}
        />
      ) : null}
      {values.type === 'credit' ? (
        <>
          <Select
            label={t('money-modals:payment.flag')}
            value={values.flag}
            error={error('flag')}
            options={FLAGS.map((flag) => ({ value: flag, label: flag }))}
            onChange={(flag) => set({ flag: flag as PaymentValues['flag'] })}
          />
          <div className={styles.row}>
            {day('closeDay', t('money-modals:payment.closeDay'))}
            {day('dueDay', t('money-modals:payment.dueDay'))}
          </div>
          <MoneyField
            label={t('money-modals:payment.limit')}
            value={values.limitCents}
            error={error('limitCents')}
            onChange={(limitCents) => set({ limitCents })}
          />
        </>
      ) : (
        <MoneyField
          label={t('money-modals:payment.initialValue')}
          value={values.initialCents}
          onChange={(initialCents) => set({ initialCents })}
        />
      )}
    </>
  );
}
