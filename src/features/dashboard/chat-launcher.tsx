import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/** The round button that opens and closes the chat window (spec 2: a closable chat window). */
export function ChatLauncher({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  /** The window's close gives the focus back here. */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.chatButton}
      aria-expanded={open}
      aria-label={open ? t('dashboard:chat.close') : t('dashboard:chat.open')}
      onClick={onToggle}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
        <path d="M4 5h16v11H9l-5 4z" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
