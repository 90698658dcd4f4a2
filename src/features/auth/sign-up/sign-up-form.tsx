import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { UserRegistration } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { FormCheckbox, FormElement, FormPasswordField, FormTextField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import { SignUpSchema, type SignUpValues } from '../shared/schemas';
import { TermsLabel } from './terms-label';
import type { SignUpOutcome } from './use-sign-up';

const EMPTY: SignUpValues = { name: '', email: '', cpf: '', password: '', terms: false };

/** The call takes the account fields; the accepted terms stay in the form. */
export function registrationOf(values: SignUpValues): UserRegistration {
  const { name, email, cpf, password } = v.parse(SignUpSchema, values);
  return { name, email, cpf, password };
}

interface SignUpFormProps {
  onSubmit: (registration: UserRegistration) => Promise<SignUpOutcome>;
  pending: boolean;
  defaultValues?: Partial<SignUpValues>;
}

export function SignUpForm({ onSubmit, pending, defaultValues }: SignUpFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: { ...EMPTY, ...defaultValues },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: SignUpSchema },
    onSubmit: async ({ value, formApi }) => {
      // A taken e-mail clears the form (spec 1, section 8).
      if ((await onSubmit(registrationOf(value))) === 'duplicate') formApi.reset(EMPTY);
    },
  });

  return (
    <FormElement form={form} className={styles.form}>
      <form.Field name="name">
        {(field) => (
          <FormTextField field={field} label={t('auth:signUp.name')} autoComplete="given-name" required />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <FormTextField
            field={field}
            label={t('auth:signUp.email')}
            type="email"
            autoComplete="email"
            required
          />
        )}
      </form.Field>
      <form.Field name="cpf">
        {(field) => <FormTextField field={field} label={t('auth:signUp.cpf')} mask="cpf" required />}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <FormPasswordField
            field={field}
            label={t('auth:signUp.password')}
            autoComplete="new-password"
            required
          />
        )}
      </form.Field>
      <form.Field name="terms">{(field) => <FormCheckbox field={field} label={<TermsLabel />} />}</form.Field>
      <Button type="submit" fullWidth busy={pending}>
        {pending ? t('auth:signUp.submitting') : t('auth:signUp.submit')}
      </Button>
    </FormElement>
  );
}
