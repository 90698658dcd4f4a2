import { useTranslation } from 'react-i18next';
import { useBrand } from '@/app/brand';
import { Button } from '@/ui/button';
import styles from '../shared/auth.module.css';
import { offeredProviders, type SocialProvider } from '../social/providers';

export type { SocialProvider };

/** Only the providers the brand switches on, and none while the brand's social switch is off. */
export function SocialButtons({ onChoose }: { onChoose: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  const providers = offeredProviders(useBrand());
  if (providers.length === 0) return null;
  return (
    <div className={styles.actions}>
      <p className={styles.text}>{t('auth:login.or')}</p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" fullWidth onClick={() => onChoose(provider)}>
          {t(`auth:login.social.${provider}`)}
        </Button>
      ))}
    </div>
  );
}
