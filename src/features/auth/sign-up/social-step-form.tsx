import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { UserRegistration } from '@/api/gen/model';
import { Button } from '@/ui/button';
import { FormCheckbox, FormElement, FormSelect, FormTextField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import { SocialStepSchema, type SocialStepValues } from '../shared/schemas';
import { TermsLabel } from './terms-label';

/** What the identity provider told us about the person, with the server's one-use ticket for it. */
export interface SocialIdentity {
  provider: 'google' | 'apple';
  uid: string;
  /** `socialToken` of the callback's answer: the server creates the account only with it. */
  token: string;
  email?: string;
  name?: string;
}

/** The second step's answers as the sign-up call takes them: birth date as ISO, e-mail lower-cased. */
export function socialRegistration(identity: SocialIdentity, values: SocialStepValues): UserRegistration {
  const parsed = v.parse(SocialStepSchema, values);
  const email = parsed.email || identity.email?.toLowerCase() || '';
  return {
    name: parsed.name,
    email,
    cpf: parsed.cpf,
    socialLogin: true,
    socialUid: identity.uid,
    socialToken: identity.token,
    ...(identity.email ? { socialEmail: identity.email.toLowerCase() } : {}),
    ...(parsed.birthdate ? { birthdate: new Date(`${parsed.birthdate}T12:00:00Z`).toISOString() } : {}),
    ...(parsed.gender ? { gender: parsed.gender } : {}),
    ...(parsed.phoneNumber ? { phoneNumber: parsed.phoneNumber } : {}),
    ...(parsed.city ? { address: { city: parsed.city } } : {}),
  };
}

interface SocialStepFormProps {
  identity: SocialIdentity;
  onSubmit: (registration: UserRegistration) => Promise<unknown>;
  pending: boolean;
}

export function SocialStepForm({ identity, onSubmit, pending }: SocialStepFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: {
      name: identity.name ?? '',
      email: '',
      cpf: '',
      birthdate: '',
      gender: '',
      phoneNumber: '',
      city: '',
      terms: false,
    } satisfies SocialStepValues as SocialStepValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: SocialStepSchema },
    onSubmit: ({ value }) => onSubmit(socialRegistration(identity, value)),
  });
  const text = (name: 'name' | 'email' | 'city', label: string, autoComplete: string) => (
    <form.Field name={name}>
      {(field) => (
        <FormTextField
          field={field}
          label={label}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
        />
      )}
    </form.Field>
  );

  return (
    <FormElement form={form} className={styles.form}>
      {text('name', t('auth:signUp.social.name'), 'name')}
      {text('email', t('auth:signUp.social.email'), 'email')}
      <form.Field name="cpf">
        {(field) => <FormTextField field={field} label={t('auth:signUp.cpf')} mask="cpf" />}
      </form.Field>
      <form.Field name="birthdate">
        {(field) => (
          <FormTextField
            field={field}
            label={t('auth:signUp.social.birthdate')}
            type="date"
            autoComplete="bday"
          />
        )}
      </form.Field>
      <form.Field name="gender">
        {(field) => (
          <FormSelect
            field={field}
            label={t('auth:signUp.social.gender')}
            placeholder={t('auth:signUp.social.genderChoose')}
            options={[
              { value: 'Male', label: t('auth:signUp.social.male') },
              { value: 'Female', label: t('auth:signUp.social.female') },
            ]}
          />
        )}
      </form.Field>
      <form.Field name="phoneNumber">
        {(field) => <FormTextField field={field} label={t('auth:signUp.social.phone')} mask="phone" />}
      </form.Field>
      {text('city', t('auth:signUp.social.city'), 'address-level2')}
      <form.Field name="terms">{(field) => <FormCheckbox field={field} label={<TermsLabel />} />}</form.Field>
      <Button type="submit" fullWidth busy={pending}>
        {t('auth:signUp.social.submit')}
      </Button>
    </FormElement>
  );
}
