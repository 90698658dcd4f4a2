import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Defaults to the spec's 'Hmmm… Nada por aqui…'. */
  title?: string;
  /** Hints or an action below the title. */
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.empty}>
      <svg
        className={styles.icon}
        width="64"
        height="64"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="28" cy="28" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
        <path stroke="currentColor" strokeWidth="5" strokeLinecap="round" d="M40 40l14 14" />
      </svg>
      <p className={styles.title}>{title ?? t('common:empty')}</p>
      {children}
    </section>
  );
}
