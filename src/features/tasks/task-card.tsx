import type { ReactNode } from 'react';
import styles from './tasks.module.css';

interface TaskCardProps {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled card of the screen; its heading names the region for assistive technology. */
export function TaskCard({ title, action, children }: TaskCardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
