import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishSocialSignIn } from '@/api/gen/endpoints/users/users';
import { startSession } from '@/app/session';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { answerOf, type Notice, socialNotice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { keepPendingSocialSignUp } from './pending-sign-up';
import type { SocialProvider } from './providers';

export interface SocialCallbackProps {
  provider: SocialProvider;
  /** What the provider sent back in the address. */
  code?: string | undefined;
  state?: string | undefined;
  /** The provider's own error (the person cancelled, for example). */
  error?: string | undefined;
}

// A state works once: the callback is posted once per state even when React runs effects twice.
const posted = new Map<string, ReturnType<typeof finishSocialSignIn>>();

/**
 * /login/social/{provider}: hands the provider's code and state to the server, then signs in, goes to
 * the second step of sign-up, or says why not (decision 492).
 */
export function SocialCallbackScreen({ provider, code, state, error }: SocialCallbackProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(
    error || !code || !state ? { tone: 'error', key: 'auth:social.cancelled' } : null,
  );
  const name = t(`auth:login.providers.${provider}`);

  useEffect(() => {
    if (error || !code || !state) return;
    let call = posted.get(state);
    if (!call) {
      call = finishSocialSignIn({ provider, code, state });
      posted.set(state, call);
    }
    let current = true;
    call.then(
      async (response) => {
        if (!current || response.status !== 200) return;
        const result = response.data.data;
        if (result.status === 'signedIn' && result.session) {
          startSession(result.session);
          await navigate({ to: '/painel', replace: true });
        } else if (result.socialToken && result.socialUid) {
          keepPendingSocialSignUp({
            provider,
            uid: result.socialUid,
            token: result.socialToken,
            ...(result.socialEmail ? { email: result.socialEmail } : {}),
            ...(result.name ? { name: result.name } : {}),
          });
          await navigate({ to: '/cadastro', search: { social: provider }, replace: true });
        }
      },
      (failure: unknown) => {
        if (current) setNotice(socialNotice(answerOf(failure)));
      },
    );
    return () => {
      current = false;
    };
  }, [provider, code, state, error, navigate]);

  return (
    <AuthLayout title={t('auth:social.title', { provider: name })}>
      {notice ? (
        <NoticeText notice={notice} />
      ) : (
        <p className={styles.text} role="status">
          {t('auth:social.working', { provider: name })}
        </p>
      )}
      <Link to="/login" className={styles.link}>
        {t('auth:social.backToLogin')}
      </Link>
    </AuthLayout>
  );
}
