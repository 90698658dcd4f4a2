import styles from './form-outcome.module.css';

export type OutcomeTone = 'success' | 'failure';

export interface Outcome {
  tone: OutcomeTone;
  message: string;
}

/**
 * What a form's submission came to, under the form: a failure is an alert (read out at once), a
 * success a status. Line breaks in the message (a server answer listing several errors) are kept.
 */
export function FormOutcome({ outcome }: { outcome: Outcome | null | undefined }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.tone === 'failure' ? 'alert' : 'status'}
      className={styles.outcome}
      data-tone={outcome.tone}
    >
      {outcome.message}
    </p>
  );
}
