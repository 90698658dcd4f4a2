import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetUserQueryKey, updateUser } from '@/api/gen/endpoints/users/users';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { TOUR_STEPS } from './tour-steps';

/**
 * The first-visit tour. Closing or finishing it saves skipTutorial true (PATCH /users/{id}); a
 * failed save is only logged, and the tour stays closed for this visit either way.
 */
export function OnboardingTour({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(true);
  const step = TOUR_STEPS[index] ?? 'start';
  const last = index === TOUR_STEPS.length - 1;

  async function dismiss() {
    setOpen(false);
    try {
      const response = await updateUser(userId, { skipTutorial: true });
      if (response.status !== 200) throw new Error(`PATCH /users/${userId} answered ${response.status}`);
      await queryClient.invalidateQueries({ queryKey: getGetUserQueryKey(userId) });
    } catch (failure) {
      console.error('skipTutorial was not saved', failure);
    }
  }

  if (!open) return null;
  return (
    <Modal
      open
      onClose={() => void dismiss()}
      title={t(`dashboard:tour.steps.${step}.title`)}
      width={420}
      footer={
        <>
          {index > 0 && !last ? (
            <Button variant="ghost" onClick={() => setIndex(index - 1)}>
              {t('dashboard:tour.back')}
            </Button>
          ) : null}
          {index === 0 ? (
            <Button variant="secondary" onClick={() => void dismiss()}>
              {t('dashboard:tour.skip')}
            </Button>
          ) : null}
          {last ? (
            <Button onClick={() => void dismiss()}>{t('dashboard:tour.finish')}</Button>
          ) : (
            <Button onClick={() => setIndex(index + 1)}>
              {index === 0 ? t('dashboard:tour.start') : t('dashboard:tour.next')}
            </Button>
          )}
        </>
      }
    >
      <p>{t(`dashboard:tour.steps.${step}.text`)}</p>
      {step !== 'start' && step !== 'end' ? (
        <p aria-live="polite">{t('dashboard:tour.progress', { step, total: 6 })}</p>
      ) : null}
    </Modal>
  );
}
