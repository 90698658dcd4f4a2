import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { useSignIn } from '../shared/use-sign-in';
import { LoginViews } from './login-screen';

export interface WlLoginParams {
  email?: string | undefined;
  password?: string | undefined;
  /** A planner's partner link may go straight into one client's account. */
  clientId?: string | undefined;
}

/**
 * /wl/login: a partner's site sends the person here with e-mail and password in the query and
 * they are signed in at once. The credentials leave the address bar before the call is made.
 * Without them, or when the login fails, the ordinary login views take over with its message.
 */
export function WlLoginScreen({ email, password, clientId }: WlLoginParams) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const started = useRef(false);
  const [attempted, setAttempted] = useState(false);
  const credentials = email && password ? { email: email.trim().toLowerCase(), password } : null;
  const { signIn: submit, signInAsClient } = signIn;

  useEffect(() => {
    // React runs effects twice in development; one login is enough.
    if (!credentials || started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const attempt = clientId ? signInAsClient(clientId, credentials) : submit(credentials);
    void attempt.finally(() => setAttempted(true));
  }, [credentials, clientId, submit, signInAsClient]);

  if (credentials && !attempted) {
    return (
      <AuthLayout title={t('auth:login.title')}>
        <p className={styles.text} role="status">
          {t('auth:login.wl.signingIn')}
        </p>
      </AuthLayout>
    );
  }
  return <LoginViews signIn={signIn} defaultEmail={email} />;
}
