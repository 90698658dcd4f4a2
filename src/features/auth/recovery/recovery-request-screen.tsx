import { revalidateLogic, useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useRequestAccountRecovery } from '@/api/gen/endpoints/users/users';
import { Button } from '@/ui/button';
import { FormElement, FormTextField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { answerOf, type Notice, recoveryNotice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { ReplacingView } from '../shared/replacing-view';
import { RecoveryRequestSchema } from '../shared/schemas';

/** /account-recovery: ask for the e-mail, then the feedback state replaces the form. */
export function RecoveryRequestScreen() {
  const { t } = useTranslation();
  const recovery = useRequestAccountRecovery();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Held at once: the button shows busy only once React draws again, and the second click of a
  // double click lands before that, asking for a second link that retires the first (audit AH3).
  const sending = useRef(false);
  const form = useForm({
    defaultValues: { email: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: RecoveryRequestSchema },
    onSubmit: async ({ value }) => {
      if (sending.current) return;
      sending.current = true;
      setNotice(null);
      try {
        const outcome = await recovery
          .mutateAsync({ data: v.parse(RecoveryRequestSchema, value) })
          .catch((failure: unknown) => failure);
        setNotice(recoveryNotice(answerOf(outcome)));
      } finally {
        sending.current = false;
      }
    },
  });
  const sent = notice?.tone === 'success';
  const backToLogin = (
    <Link to="/login" className={styles.link}>
      {t('auth:recovery.backToLogin')}
    </Link>
  );

  return (
    <AuthLayout title={t('auth:recovery.title')}>
      <NoticeText notice={notice} />
      {sent ? null : (
        <FormElement form={form} className={styles.form}>
          <p className={styles.text}>{t('auth:recovery.intro')}</p>
          <form.Field name="email">
            {(field) => (
              <FormTextField
                field={field}
                label={t('auth:recovery.email')}
                type="email"
                autoComplete="email"
                required
              />
            )}
          </form.Field>
          <Button type="submit" fullWidth busy={recovery.isPending}>
            {recovery.isPending ? t('auth:recovery.sending') : t('auth:recovery.submit')}
          </Button>
        </FormElement>
      )}
      {sent ? <ReplacingView>{backToLogin}</ReplacingView> : backToLogin}
    </AuthLayout>
  );
}
