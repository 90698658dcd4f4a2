import { useTranslation } from 'react-i18next';
import styles from './snack-bar.module.css';
import { useTimedMessage } from './use-timed-message';

export const SNACKBAR_OPEN_DELAY_MS = 300;
export const SNACKBAR_VISIBLE_MS = 2000;

export interface SnackBarProps {
  /** The text to show; null when there is nothing to say. */
  message: string | null;
  /** Called when the bar hides on its own or is dismissed. */
  onClose: () => void;
}

/** Opens 300 ms after a message arrives and closes 2000 ms later (spec timings). */
export function SnackBar({ message, onClose }: SnackBarProps) {
  const { t } = useTranslation();
  const visible = useTimedMessage(message, onClose, {
    openDelayMs: SNACKBAR_OPEN_DELAY_MS,
    visibleMs: SNACKBAR_VISIBLE_MS,
  });
  // The live region is always mounted so screen readers announce the text when it appears.
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {visible ? (
        <div className={styles.bar}>
          <span>{message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('ui:snackBar.close')}
            onClick={onClose}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
