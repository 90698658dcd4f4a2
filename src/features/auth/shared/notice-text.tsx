import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';
import type { Notice } from './messages';

/** Errors interrupt (role=alert); confirmations and information wait their turn (role=status). */
export function NoticeText({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  const text = 'key' in notice ? t(notice.key) : notice.text;
  return notice.tone === 'error' ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : (
    <p className={notice.tone === 'info' ? styles.info : styles.success} role="status">
      {text}
    </p>
  );
}
