import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '@/app/page-navigation';
import { sessionEndedByServer } from '@/app/session/session-store';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import type { Notice } from '../shared/messages';
import { NoticeText } from '../shared/notice-text';
import { LOGIN_APPEAR_MS, useDelayed } from '../shared/use-delayed';
import { type SignIn, useSignIn } from '../shared/use-sign-in';
import { LoginForm } from './login-form';
import { PlannerClientSelect } from './planner-client-select';
import { SocialButtons, type SocialProvider } from './social-buttons';
import { SocialPrompt } from './social-prompt';

const SESSION_ENDED: Notice = { tone: 'info', key: 'auth:login.sessionEnded' };

interface LoginScreenProps {
  /** Stories and tests skip the 300 ms entrance. */
  appearAfterMs?: number;
  /** Where a social choice sends the browser; stories record it instead. */
  leave?: ((url: string) => void) | undefined;
  /** The address's `redirect`: the page to enter once signed in (audit AH6). */
  returnTo?: string | undefined;
}

export function LoginScreen({ appearAfterMs = LOGIN_APPEAR_MS, leave, returnTo }: LoginScreenProps) {
  const visible = useDelayed(appearAfterMs);
  const signIn = useSignIn({ returnTo });
  if (!visible) return null;
  return <LoginViews signIn={signIn} leave={leave} />;
}

/** The login sub-views: the form, the planner's client choice and the social prompt. */
export function LoginViews({
  signIn,
  defaultEmail,
  leave,
}: {
  signIn: SignIn;
  defaultEmail?: string | undefined;
  leave?: ((url: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [social, setSocial] = useState<SocialProvider | null>(null);
  const [ended] = useState(sessionEndedByServer);
  const notice = signIn.notice ?? (ended ? SESSION_ENDED : null);

  if (signIn.clients) {
    return (
      <AuthLayout title={t('auth:planner.title')}>
        <NoticeText notice={signIn.notice} />
        <PlannerClientSelect
          clients={signIn.clients}
          onChoose={signIn.signInAsClient}
          onContinueAsPlanner={signIn.continueAsPlanner}
          pending={signIn.pending}
        />
      </AuthLayout>
    );
  }
  if (social) {
    return <SocialPrompt provider={social} onBack={() => setSocial(null)} leave={leave} />;
  }
  return (
    <AuthLayout title={t('auth:login.title')}>
      <NoticeText notice={notice} />
      <LoginForm onSubmit={signIn.signIn} pending={signIn.pending} defaultEmail={defaultEmail} />
      <div className={styles.row}>
        <span className={styles.text}>{t('auth:login.notRegistered')}</span>
        <PageLink to="/cadastro" className={styles.link}>
          {t('auth:login.signUp')}
        </PageLink>
      </div>
      <SocialButtons onChoose={setSocial} />
    </AuthLayout>
  );
}
