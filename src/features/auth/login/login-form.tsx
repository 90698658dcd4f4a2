import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PageLink } from '@/app/page-navigation';
import { Button } from '@/ui/button';
import { FormElement, FormPasswordField, FormTextField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import type { Credentials } from '../shared/planner-credentials';
import { keys, LoginSchema } from '../shared/schemas';
import { useSchemaForm } from '../shared/use-schema-form';

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => Promise<void>;
  pending: boolean;
  defaultEmail?: string;
}

export function LoginForm({ onSubmit, pending, defaultEmail = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const noticeId = useId();
  const form = useSchemaForm(LoginSchema, { email: defaultEmail, password: '' }, (value) =>
    onSubmit(v.parse(LoginSchema, value)),
  );
  // A missing field comes first; with both filled, what is left to say is that the e-mail is malformed.
  const missing = (['email', 'password'] as const).some((name) =>
    form.field(name).state.meta.errors.includes(keys.allRequired),
  );

  return (
    <FormElement form={form} className={styles.form}>
      {/* Both fields share one message, so it is said once, above them. */}
      {form.invalid ? (
        <p id={noticeId} className={styles.error} role="alert">
          {t(missing ? keys.allRequired : keys.email)}
        </p>
      ) : (
        <p id={noticeId} className={styles.text}>
          {t('auth:login.requiredNotice')}
        </p>
      )}
      <FormTextField
        field={form.field('email')}
        showError={false}
        aria-describedby={noticeId}
        label={t('auth:login.email')}
        type="email"
        autoComplete="username"
        required
      />
      <FormPasswordField
        field={form.field('password')}
        showError={false}
        aria-describedby={noticeId}
        label={t('auth:login.password')}
        autoComplete="current-password"
        required
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={pending}>
          {pending ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
        <PageLink to="/account-recovery" className={styles.link}>
          {t('auth:login.forgot')}
        </PageLink>
      </div>
    </FormElement>
  );
}
