import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CONFIRM_CLOSE_DELAY_MS } from '@/ui/confirm-modal';
import { Modal } from '@/ui/modal';
import styles from './calendar.module.css';

export interface Outcome {
  tone: 'success' | 'failure';
  message: string;
}

/** The spec's confirmation: an icon with the message; it closes 200 ms after OK. */
export function ResultDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={outcome ? t(`calendar:result.${outcome.tone}`) : ''}
      width={360}
      hideCloseButton
      footer={
        <Button onClick={() => setTimeout(onClose, CONFIRM_CLOSE_DELAY_MS)}>{t('common:actions.ok')}</Button>
      }
    >
      <p className={styles.result} data-tone={outcome?.tone}>
        <span aria-hidden="true">{outcome?.tone === 'success' ? '✓' : '✕'}</span>
        {outcome?.message}
      </p>
    </Modal>
  );
}
