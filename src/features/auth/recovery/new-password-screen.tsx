import { revalidateLogic, useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePassword } from '@/api/gen/endpoints/users/users';
import { Button } from '@/ui/button';
import { FormElement, FormPasswordField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { answerOf, type Notice, passwordUpdateNotice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { ReplacingView } from '../shared/replacing-view';
import { NewPasswordSchema } from '../shared/schemas';

/** /account-recovery/{token}: the e-mailed link's token authorises one new password. */
export function NewPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({
    defaultValues: { password: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: NewPasswordSchema },
    onSubmit: async ({ value }) => {
      setNotice(null);
      const outcome = await update
        .mutateAsync({ data: { password: value.password, encryptedToken: token } })
        .catch((failure: unknown) => failure);
      setNotice(passwordUpdateNotice(answerOf(outcome)));
    },
  });
  const updated = notice?.tone === 'success';

  return (
    <AuthLayout title={t('auth:recovery.newPasswordTitle')}>
      <NoticeText notice={notice} />
      {updated ? (
        <ReplacingView>
          <Link to="/login" className={styles.link}>
            {t('auth:recovery.goToLogin')}
          </Link>
        </ReplacingView>
      ) : (
        <FormElement form={form} className={styles.form}>
          <form.Field name="password">
            {(field) => (
              <FormPasswordField
                field={field}
                label={t('auth:recovery.password')}
                autoComplete="new-password"
                required
              />
            )}
          </form.Field>
          <Button type="submit" fullWidth busy={update.isPending}>
            {update.isPending ? t('auth:recovery.sending') : t('auth:recovery.update')}
          </Button>
          <Link to="/login" className={styles.link}>
            {t('auth:recovery.backToLogin')}
          </Link>
        </FormElement>
      )}
    </AuthLayout>
  );
}
