import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import { NoticeText } from '../shared/notice-text';
import { useSocialStart } from '../social/use-social-start';
import type { SocialProvider } from './social-buttons';

interface SocialPromptProps {
  provider: SocialProvider;
  onBack: () => void;
  /** Where the browser goes; stories record the address instead of leaving. */
  leave?: ((url: string) => void) | undefined;
}

/**
 * The social login sub-view: asks the server for the provider's address and sends the browser
 * there; a refusal (provider not offered, out of reach, too many tries) stays here with its text.
 */
export function SocialPrompt({ provider, onBack, leave }: SocialPromptProps) {
  const { t } = useTranslation();
  const social = useSocialStart(leave);
  const started = useRef(false);
  const name = t(`auth:login.providers.${provider}`);
  useEffect(() => {
    // Once per choice, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    void social.start(provider);
  }, [provider, social.start]);

  return (
    <AuthLayout title={t('auth:login.socialPrompt.title', { provider: name })}>
      {social.notice ? (
        <NoticeText notice={social.notice} />
      ) : (
        <p className={styles.text} role="status">
          {t('auth:login.socialPrompt.text', { provider: name })}
        </p>
      )}
      <Button variant="secondary" fullWidth onClick={onBack}>
        {t('auth:login.socialPrompt.back')}
      </Button>
    </AuthLayout>
  );
}
