import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { type MaskName, masks } from '@/lib/masks';
import styles from './text-field.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  value: string;
  /** Receives the masked text when a mask is set; the event tells how the text came (typed or pasted). */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  mask?: Exclude<MaskName, 'money'>;
  /** Already translated: field schemas give locale keys, the form passes `t(issue.message)`. */
  error?: string | undefined;
  /**
   * Marked invalid without a message of its own, where the form says it once for several fields (the
   * login's notice, named by `aria-describedby`).
   */
  invalid?: boolean | undefined;
  hint?: string;
  prefix?: ReactNode;
  /** Extra control after the input (the password eye). */
  suffix?: ReactNode;
}

const maskInputMode = {
  cpf: 'numeric',
  phone: 'tel',
  cep: 'numeric',
  code: 'numeric',
  card: 'numeric',
  expiry: 'numeric',
} as const;
const maskAutoComplete = {
  cpf: 'off',
  phone: 'tel-national',
  cep: 'postal-code',
  code: 'one-time-code',
  card: 'cc-number',
  expiry: 'cc-exp',
} as const;

export function TextField({
  label,
  value,
  onChange,
  mask,
  error,
  invalid,
  hint,
  prefix,
  suffix,
  id,
  className,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error && errorId, hint && hintId, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const marked = Boolean(error) || invalid === true;
  const format = mask ? masks[mask] : undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={[styles.control, marked && styles.invalid].filter(Boolean).join(' ')}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          inputMode={mask ? maskInputMode[mask] : undefined}
          autoComplete={mask ? maskAutoComplete[mask] : undefined}
          {...rest}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(format ? format(event.target.value) : event.target.value, event)}
          aria-invalid={marked ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
