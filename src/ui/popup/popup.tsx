import { useTimedMessage } from '../snack-bar';
import styles from './popup.module.css';

export const POPUP_VISIBLE_MS = 3000;

export interface PopupProps {
  message: string | null;
  onClose: () => void;
}

/** An immediate notice that something cannot be done ('NÃO É POSSÍVEL …'); hides after 3000 ms. */
export function Popup({ message, onClose }: PopupProps) {
  const visible = useTimedMessage(message, onClose, { openDelayMs: 0, visibleMs: POPUP_VISIBLE_MS });
  return visible ? (
    <div className={styles.popup} role="alert">
      {message}
    </div>
  ) : null;
}
