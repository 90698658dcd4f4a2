import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPostalAddress } from '@/api/gen/endpoints/postalcodes/postalcodes';
import { ApiError } from '@/api/http';
import { payloadOf } from '@/api/queries';
import { onlyDigits } from '@/lib/masks';
import { CEP_DIGITS, messages } from '@/lib/validation';
import { FormTextField, useFieldError } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import styles from '../subscriptions.module.css';
import type { CheckoutForm } from './use-checkout-form';

type Lookup = { state: 'idle' } | { state: 'looking' } | { state: 'unknown' };

/**
 * Billing data. The eighth digit of the CEP looks the address up and fills street, district, city
 * and state; an unknown CEP says 'CEP INVÁLIDO' and blocks paying; a lookup service that is down
 * lets the person type.
 */
export function BillingFields({ form }: { form: CheckoutForm }) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });

  async function lookUp(cep: string) {
    setLookup({ state: 'looking' });
    try {
      const address = payloadOf(await getPostalAddress(cep));
      if (address.street) form.setFieldValue('street', address.street);
      if (address.district) form.setFieldValue('district', address.district);
      form.setFieldValue('city', address.city);
      form.setFieldValue('state', address.state);
      form.setFieldValue('cepUnknown', false);
      setLookup({ state: 'idle' });
    } catch (error) {
      // Unknown: paying is blocked (the schema refuses it). Service down: the person types the address.
      const unknown = error instanceof ApiError && error.status === 404;
      form.setFieldValue('cepUnknown', unknown);
      setLookup(unknown ? { state: 'unknown' } : { state: 'idle' });
    }
  }

  const text = (
    name: 'name' | 'cpf' | 'street' | 'number' | 'complement' | 'district' | 'city' | 'state',
    label: string,
    extra: object = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <FormTextField
          field={field}
          label={t(`subscriptions:subscribe.${label}`)}
          maxLength={200}
          {...extra}
        />
      )}
    </form.Field>
  );

  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('subscriptions:subscribe.billing')}</legend>
      <div className={styles.grid}>
        {text('name', 'name', { autoComplete: 'name' })}
        {text('cpf', 'cpf', { mask: 'cpf' })}
        <form.Field
          name="cep"
          listeners={{
            onChange: ({ value }) => {
              const digits = onlyDigits(value);
              if (digits.length === CEP_DIGITS) void lookUp(digits);
              else {
                form.setFieldValue('cepUnknown', false);
                setLookup({ state: 'idle' });
              }
            },
          }}
        >
          {(field) => <CepField field={field} lookup={lookup} />}
        </form.Field>
        {text('street', 'street', { autoComplete: 'address-line1' })}
        {text('number', 'number')}
        {text('complement', 'complement', { autoComplete: 'address-line2' })}
        {text('district', 'district')}
        {text('city', 'city', { autoComplete: 'address-level2' })}
        {text('state', 'state', { autoComplete: 'address-level1', maxLength: 2 })}
      </div>
    </fieldset>
  );
}

interface CepBinding {
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

function CepField({ field, lookup }: { field: CepBinding; lookup: Lookup }) {
  const { t } = useTranslation();
  const schemaError = useFieldError(field);
  const error = lookup.state === 'unknown' ? t(messages.cep) : schemaError;
  return (
    <TextField
      label={t('subscriptions:subscribe.cep')}
      mask="cep"
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
      hint={lookup.state === 'looking' ? t('subscriptions:subscribe.cepLooking') : undefined}
    />
  );
}
