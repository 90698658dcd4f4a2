import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from '../text-field';
import { type FieldBinding, useFieldError } from './field-binding';

interface Binding {
  field: FieldBinding<string>;
  /** Rewrites what the person types before the form stores it (digits only, a length cap). */
  format?: ((text: string) => string) | undefined;
  /** False where the form says its messages elsewhere (the login form's one notice); the field is still marked invalid. */
  showError?: boolean | undefined;
  /** Runs before the form hears of the blur (a value tidied when the person leaves the field). */
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
}

export type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'invalid' | 'onBlur'> &
  Binding;
export type FormPasswordFieldProps = Omit<
  PasswordFieldProps,
  'value' | 'onChange' | 'error' | 'invalid' | 'onBlur'
> &
  Binding;

/**
 * Value, change, blur and the translated schema issue, as every bound text input takes them. A date
 * input left holding a date that does not exist (31/04) or half typed hands the form an empty value,
 * which the schema would call missing; the browser's `badInput` tells the two apart when the person
 * leaves the field.
 */
function useBoundInput({ field, format, showError = true, onBlur }: Binding, dateInput = false) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState(false);
  const schemaError = useFieldError(field);
  const error = unreadable && field.state.value === '' ? t('common:validation.date') : schemaError;
  return {
    value: field.state.value,
    onChange: (text: string, event?: ChangeEvent<HTMLInputElement>) => {
      if (dateInput && event && !event.target.validity.badInput) setUnreadable(false);
      field.handleChange(format ? format(text) : text);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      if (dateInput) setUnreadable(event.currentTarget.validity.badInput);
      onBlur?.(event);
      field.handleBlur();
    },
    error: showError ? error : undefined,
    invalid: Boolean(error),
  };
}

/** A TextField bound to a TanStack Form field. */
export function FormTextField({ field, format, showError, onBlur, ...rest }: FormTextFieldProps) {
  return (
    <TextField {...rest} {...useBoundInput({ field, format, showError, onBlur }, rest.type === 'date')} />
  );
}

/** A PasswordField (with the eye toggle) bound to a TanStack Form field. */
export function FormPasswordField({ field, format, showError, onBlur, ...rest }: FormPasswordFieldProps) {
  return <PasswordField {...rest} {...useBoundInput({ field, format, showError, onBlur })} />;
}
