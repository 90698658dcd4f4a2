import type { ReactNode } from 'react';
import styles from './modals.module.css';

export interface Outcome {
  tone: 'success' | 'failure';
  message: string;
}

/** The result stage of a modal: a success or failure icon with the message, and the way out. */
export function ResultView({ outcome, children }: { outcome: Outcome; children: ReactNode }) {
  return (
    <div className={styles.result} data-tone={outcome.tone}>
      <p role={outcome.tone === 'failure' ? 'alert' : 'status'} className={styles.resultText}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {outcome.tone === 'success' ? '✓' : '✕'}
        </span>
        {outcome.message}
      </p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
