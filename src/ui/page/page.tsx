import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface PageProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** Beside the title: a month selector, an options menu, a button. */
  actions?: ReactNode;
  /** Room at the bottom for a floating button over the last row. */
  floatingSpace?: boolean;
  children: ReactNode;
}

/**
 * The frame of every screen inside the shell: its title row and its sections in a column. The shell's
 * `main` holds it, so a page has one main landmark whatever state its screen is in (pending, error).
 */
export function Page({ title, actions, floatingSpace = false, children }: PageProps) {
  return (
    <div className={styles.page} data-floating-space={floatingSpace || undefined}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </header>
      {children}
    </div>
  );
}
