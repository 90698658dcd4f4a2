import { type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option; defaults to 'Selecione'. Pass null for no empty option. */
  placeholder?: string | null;
  error?: string | undefined;
}

/** A native select: the platform gives keyboard, screen reader and mobile pickers for free. */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  id,
  className,
  ...rest
}: SelectProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const emptyLabel = placeholder === undefined ? t('ui:select.placeholder') : placeholder;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={[styles.select, error && styles.invalid].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
