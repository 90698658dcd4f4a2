import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  getGetUserQueryKey,
  useActivateAccount,
  useResendActivationEmail,
} from '@/api/gen/endpoints/users/users';
import { endSession, revokeTokens, useCurrentUser, useSession } from '@/app/session';
import { Button } from '@/ui/button';
import { useFocusOnMount } from '@/ui/focus';
import { FormElement, FormTextField } from '@/ui/form';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { activationNotice, answerOf, type Notice, resendNotice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { ActivationSchema } from '../shared/schemas';

/** /account-activation: the 6-digit code from the sign-up e-mail, a resend, or the already-active state. */
export function ActivationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const user = useCurrentUser();
  const activate = useActivateAccount();
  const resend = useResendActivationEmail();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [activated, setActivated] = useState(false);

  const form = useForm({
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ActivationSchema },
    onSubmit: async ({ value }) => {
      setNotice(null);
      const { code } = v.parse(ActivationSchema, value);
      const outcome = await activate
        .mutateAsync({ data: { activationCode: code } })
        .catch((failure: unknown) => failure);
      const next = activationNotice(answerOf(outcome));
      setNotice(next);
      if (next.tone === 'success') {
        setActivated(true);
        // The guard must see the active user, not the inactive one it cached before.
        if (session?.id) queryClient.removeQueries({ queryKey: getGetUserQueryKey(session.id) });
      }
    },
  });

  // Held at once: the button shows busy only once React draws again, and the second click of a
  // double click lands before that, asking for a second mail that retires the first code (audit AH3).
  const resending = useRef(false);
  async function resendCode() {
    if (resending.current) return;
    resending.current = true;
    setNotice(null);
    try {
      const outcome = await resend.mutateAsync().catch((failure: unknown) => failure);
      setNotice(resendNotice(answerOf(outcome)));
    } finally {
      resending.current = false;
    }
  }

  const enter = () => navigate({ to: session ? '/painel' : '/login' });
  // Signed in but not active, the guards send every route back here: going back to the login (to
  // use another e-mail) ends this session first, on the server too.
  const backToLogin = (event: MouseEvent) => {
    if (!session) return;
    event.preventDefault();
    void revokeTokens([session.token]).then(() => endSession('user'));
  };
  const alreadyActive = !activated && user?.active === true;

  if (activated || alreadyActive) {
    return (
      <AuthLayout title={t('auth:activation.title')}>
        {alreadyActive ? (
          <p className={styles.success} role="status">
            {t('auth:activation.alreadyActive')}
          </p>
        ) : (
          <NoticeText notice={notice} />
        )}
        <ActivatedActions onEnter={() => void enter()} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth:activation.title')}>
      <NoticeText notice={notice} />
      <FormElement form={form} className={styles.form}>
        <p className={styles.text}>{t('auth:activation.intro')}</p>
        <form.Field name="code">
          {(field) => <FormTextField field={field} label={t('auth:activation.code')} mask="code" required />}
        </form.Field>
        <div className={styles.actions}>
          <Button type="submit" fullWidth busy={activate.isPending}>
            {activate.isPending ? t('auth:activation.working') : t('auth:activation.submit')}
          </Button>
          <Button variant="secondary" fullWidth busy={resend.isPending} onClick={() => void resendCode()}>
            {t('auth:activation.resend')}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => void enter()}>
            {t('auth:activation.login')}
          </Button>
        </div>
      </FormElement>
      <Link to="/login" className={styles.link} onClick={backToLogin}>
        {t('auth:activation.backToLogin')}
      </Link>
    </AuthLayout>
  );
}

/** The activated view's way in: it replaces the form whose button was pressed, so it takes the focus. */
function ActivatedActions({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  const box = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={box}>
      <Button fullWidth onClick={onEnter}>
        {t('auth:activation.login')}
      </Button>
    </div>
  );
}
