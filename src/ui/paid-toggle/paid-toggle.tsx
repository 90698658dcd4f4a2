import styles from './paid-toggle.module.css';

export interface PaidToggleProps {
  paid: boolean;
  /** Waiting for the server's answer: presses do nothing meanwhile. */
  busy: boolean;
  /** Names the act and the row, e.g. 'Marcar Aluguel como paga'. */
  label: string;
  onPress: () => void;
}

/**
 * A row's paid check ('✔' paid, '○' not). While busy it keeps the focus, which a disabled button
 * would drop: it says so with `aria-busy` and `aria-disabled` and leaves ignoring the press to its
 * owner (`usePaidToggles`).
 */
export function PaidToggle({ paid, busy, label, onPress }: PaidToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={paid}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-paid={paid}
      onClick={onPress}
    >
      <span aria-hidden="true">{paid ? '✔' : '○'}</span>
    </button>
  );
}
