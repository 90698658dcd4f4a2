import { type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The heading of the options' group (an <optgroup>); groups come in the order of their first option. */
  group?: string;
}

/** Consecutive runs of options by group; one run without a heading when none has a group. */
function runsOf(options: readonly SelectOption[]): { group: string | undefined; options: SelectOption[] }[] {
  const runs: { group: string | undefined; options: SelectOption[] }[] = [];
  for (const option of options) {
    const run = runs.find((entry) => entry.group === option.group);
    if (run) run.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

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
  'aria-describedby': describedBy,
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
        // A hint the owner gives (why the choice is locked) and the field's own error, both read.
        aria-describedby={[describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      >
        {emptyLabel === null ? null : <option value="">{emptyLabel}</option>}
        {runsOf(options).map((run) =>
          run.group === undefined ? (
            run.options.map(optionOf)
          ) : (
            <optgroup key={run.group} label={run.group}>
              {run.options.map(optionOf)}
            </optgroup>
          ),
        )}
      </select>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
