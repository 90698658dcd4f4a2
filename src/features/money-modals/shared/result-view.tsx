import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import styles from './modals.module.css';

export interface Outcome {
  tone: 'success' | 'failure';
  message: string;
  /** A second line, e.g. that the connection was the cause. */
  detail?: string;
}

export interface ResultViewProps {
  outcome: Outcome;
  /**
   * A failure's way back to the form as it was typed, its Idempotency-Key kept (audit P5): first,
   * so it takes the focus the pressed button left.
   */
  onRetry?: () => void;
  children: ReactNode;
}

/** The result stage of a modal: a success or failure icon with the message, and the way out. */
export function ResultView({ outcome, onRetry, children }: ResultViewProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.result} data-tone={outcome.tone}>
      <p role={outcome.tone === 'failure' ? 'alert' : 'status'} className={styles.resultText}>
        <span aria-hidden="true" className={styles.resultIcon}>
          {outcome.tone === 'success' ? '✓' : '✕'}
        </span>
        <span className={styles.resultLines}>
          {outcome.message}
          {outcome.detail ? <span className={styles.hint}>{outcome.detail}</span> : null}
        </span>
      </p>
      <div className={styles.actions}>
        {onRetry && outcome.tone === 'failure' ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('money-modals:result.retry')}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
