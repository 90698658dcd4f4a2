import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { Modal } from '../modal';
import styles from './confirm-modal.module.css';

/** The spec closes a confirmation 200 ms after it is answered, so the click registers visibly. */
export const CONFIRM_CLOSE_DELAY_MS = 200;

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closing without an answer (Esc); the cancel button's answer when absent. */
  onDismiss?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions (delete, reset, logout) use the danger button. */
  danger?: boolean;
  busy?: boolean;
  /** The error state of the dialog: the catalogue message of a failed confirmation. */
  error?: string | undefined;
  /** What the person must give to confirm (a password), under the question. */
  children?: ReactNode;
}

export function ConfirmModal({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  onDismiss,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  error,
  children,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onDismiss ?? onCancel}
      title={title}
      width={400}
      hideCloseButton
      footer={
        <>
          <Button variant="ghost" answer onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('common:actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} answer onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t('common:actions.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{message}</p>
      {children ? <div className={styles.fields}>{children}</div> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
