import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQuery } from '@/api/queries';
import { currentMonth } from '@/lib/dates';
import { Page } from '@/ui/page';
import { Skeleton } from '@/ui/skeleton';
import styles from './onboarding.module.css';
import { OnboardingWizard } from './onboarding-wizard';
import { usePreviousSurvey } from './use-previous-survey';

export interface OnboardingPageProps {
  userId: string;
  /** Where 'Fechar' leads once the onboarding is saved. */
  onClose: () => void;
}

/**
 * /onboarding-planejamento: the same wizard as the modal, on a page of its own titled 'lançamentos
 * financeiros'. The page is outside the shell, so it is its own main landmark.
 */
export function OnboardingPage({ userId, onClose }: OnboardingPageProps) {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQuery(userId));
  const previous = usePreviousSurvey();
  return (
    <main className={styles.page}>
      <Page title={t('onboarding:pageTitle')}>
        <OnboardingWizard
          month={currentMonth()}
          user={user._id}
          skipTutorial={Boolean(user.skipTutorial)}
          previous={previous}
          onClose={onClose}
        />
      </Page>
    </main>
  );
}

/** What the page shows while its data loads. */
export function OnboardingPending() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <Page title={t('onboarding:pageTitle')}>
        <p className="visually-hidden" role="status">
          {t('onboarding:waiting')}
        </p>
        <Skeleton variant="rect" height={320} />
      </Page>
    </main>
  );
}
