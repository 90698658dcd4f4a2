import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from '../shared/auth.module.css';
import { AuthLayout } from '../shared/auth-layout';
import type { SocialProvider } from './social-buttons';

/**
 * The social login sub-view. No identity provider is wired into this build (spec 1: social login
 * is off overall), so it says so plainly instead of pretending to redirect.
 */
export function SocialPrompt({ provider, onBack }: { provider: SocialProvider; onBack: () => void }) {
  const { t } = useTranslation();
  const name = t(`auth:login.providers.${provider}`);
  return (
    <AuthLayout title={t('auth:login.socialPrompt.title', { provider: name })}>
      <p className={styles.text} role="status">
        {t('auth:login.socialPrompt.text', { provider: name })}
      </p>
      <Button variant="secondary" fullWidth onClick={onBack}>
        {t('auth:login.socialPrompt.back')}
      </Button>
    </AuthLayout>
  );
}
