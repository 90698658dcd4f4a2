import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiError } from '@/api/http';
import { emailSchema, requiredString } from '@/lib/validation';
import { Button } from '@/ui/button';
import { FormElement, FormOutcome, FormTextField, type Outcome } from '@/ui/form';
import styles from '../settings.module.css';

const REQUIRED = 'settings:family.required';

/** Family name and voucher: 'Informação Obrigatória'. The invite e-mail adds 'Email inválido'. */
export const familyFieldSchemas = {
  text: v.object({ value: requiredString(REQUIRED) }),
  // The server's rule: a looser one let a typo through to the invitation's refusal.
  email: v.object({ value: emailSchema('settings:family.invalidEmail', REQUIRED) }),
};

interface FamilyFieldFormProps {
  id: string;
  title: string;
  label: string;
  submitLabel: string;
  kind: keyof typeof familyFieldSchemas;
  /** Resolves with a success text to show, or throws (the server's message is shown). */
  onSubmit: (value: string) => Promise<string | null>;
}

/** One of the three family forms: one field, one button, the server's answer under it. */
export function FamilyFieldForm({ id, title, label, submitLabel, kind, onSubmit }: FamilyFieldFormProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Both schemas read and give `{ value: string }`; one type lets the form take either.
  const schema: v.GenericSchema<{ value: string }> = familyFieldSchemas[kind];
  const form = useForm({
    defaultValues: { value: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema },
    onSubmit: async ({ value, formApi }) => {
      setOutcome(null);
      try {
        const done = await onSubmit(v.parse(schema, value).value);
        formApi.reset();
        if (done) setOutcome({ tone: 'success', message: done });
      } catch (error) {
        const message =
          error instanceof ApiError && error.message ? error.message : t('settings:family.failed');
        setOutcome({ tone: 'failure', message });
      }
    },
  });

  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      <FormElement form={form} className={styles.column}>
        <form.Field name="value">
          {(field) => (
            <FormTextField field={field} label={label} type={kind === 'email' ? 'email' : 'text'} />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <div className={styles.actions}>
              <Button type="submit" busy={submitting}>
                {submitLabel}
              </Button>
            </div>
          )}
        </form.Subscribe>
        <FormOutcome outcome={outcome} />
      </FormElement>
    </section>
  );
}
