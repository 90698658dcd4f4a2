import type { FocusEvent } from 'react';
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

/** Value, change, blur and the translated schema issue, as every bound text input takes them. */
function useBoundInput({ field, format, showError = true, onBlur }: Binding) {
  const error = useFieldError(field);
  return {
    value: field.state.value,
    onChange: (text: string) => field.handleChange(format ? format(text) : text),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      onBlur?.(event);
      field.handleBlur();
    },
    error: showError ? error : undefined,
    invalid: Boolean(error),
  };
}

/** A TextField bound to a TanStack Form field. */
export function FormTextField({ field, format, showError, onBlur, ...rest }: FormTextFieldProps) {
  return <TextField {...rest} {...useBoundInput({ field, format, showError, onBlur })} />;
}

/** A PasswordField (with the eye toggle) bound to a TanStack Form field. */
export function FormPasswordField({ field, format, showError, onBlur, ...rest }: FormPasswordFieldProps) {
  return <PasswordField {...rest} {...useBoundInput({ field, format, showError, onBlur })} />;
}
