import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
  /**
   * Working on its press: it says so (`aria-busy`, `aria-disabled`) and ignores further presses,
   * yet stays focusable, since a disabled button loses the focus to the page for good (audit R3).
   */
  busy?: boolean;
  /**
   * The answer to a question that a click has just put up (a confirmation, 'Sim'/'Não'): the second
   * click of a double click on the button that asked lands here, and is not taken as the answer
   * (audit J2). The first click of a double click on the answer itself, or a key, still answers.
   * A submit button's second click is held back too: it would submit its form whatever the handler.
   */
  answer?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  busy = false,
  answer = false,
  type = 'button',
  className,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
    className,
  ].filter(Boolean);
  return (
    <button
      {...rest}
      onClick={(event) => {
        // Cancelling the click also holds back the submit it would make, by a press or by Enter in a
        // field, which `disabled` used to do.
        if (busy || (answer && event.detail > 1)) event.preventDefault();
        else onClick?.(event);
      }}
      type={type}
      className={classes.join(' ')}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    />
  );
}
