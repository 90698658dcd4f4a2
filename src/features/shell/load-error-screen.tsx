import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './placeholder-screen.module.css';

/**
 * A screen whose data could not be read: the screen's own load-error text and a way to ask again
 * (decision 350). Routes use it as their errorComponent; the shell's banner reports the failed fetch.
 */
export function LoadErrorScreen({
  message,
  reset,
}: { message: `${string}:${string}` } & ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section className={styles.placeholder}>
      <p role="alert">{t(message)}</p>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('shell:loadError.retry')}
      </Button>
    </section>
  );
}
