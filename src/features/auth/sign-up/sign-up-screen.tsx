import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { NoticeText } from '../shared/notice-text';
import { pendingSocialSignUp } from '../social/pending-sign-up';
import { SignUpForm } from './sign-up-form';
import { type SocialIdentity, SocialStepForm } from './social-step-form';
import { useSignUp } from './use-sign-up';

/**
 * /cadastro: the form step, or the second step when a social provider vouched for the person (the
 * callback route keeps that identity for this tab; `?social=<provider>` asks for it).
 */
export function SignUpScreen({
  socialIdentity: given,
  social,
}: {
  socialIdentity?: SocialIdentity | undefined;
  social?: string | undefined;
}) {
  const { t } = useTranslation();
  const [socialIdentity] = useState(() => given ?? (social ? pendingSocialSignUp() : undefined));
  const { signUp, notice, pending } = useSignUp();
  return (
    <AuthLayout title={socialIdentity ? t('auth:signUp.social.title') : t('auth:signUp.title')}>
      {socialIdentity ? <p className={styles.text}>{t('auth:signUp.social.intro')}</p> : null}
      <NoticeText notice={notice} />
      {socialIdentity ? (
        <SocialStepForm identity={socialIdentity} onSubmit={signUp} pending={pending} />
      ) : (
        <SignUpForm onSubmit={signUp} pending={pending} />
      )}
      <Link to="/login" className={styles.link}>
        {t('auth:signUp.backToLogin')}
      </Link>
    </AuthLayout>
  );
}
