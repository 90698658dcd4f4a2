import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { CONFIRM_CLOSE_DELAY_MS } from '@/ui/confirm-modal';
import { Modal } from '@/ui/modal';
import styles from './transactions.module.css';

export interface Outcome {
  tone: 'success' | 'failure';
  message: string;
}

/** The spec's confirmation: a success or failure icon with the message; it closes 200 ms after OK. */
export function ResultDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  const close = () => setTimeout(onClose, CONFIRM_CLOSE_DELAY_MS);
  return (
    <Modal
      open={outcome !== null}
      onClose={onClose}
      title={outcome ? t(`transactions:result.${outcome.tone}`) : ''}
      width={360}
      hideCloseButton
      footer={<Button onClick={close}>{t('common:actions.ok')}</Button>}
    >
      <p className={styles.result} data-tone={outcome?.tone}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {outcome?.tone === 'success' ? '✓' : '✕'}
        </span>
        {outcome?.message}
      </p>
    </Modal>
  );
}
