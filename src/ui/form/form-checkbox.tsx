import { Checkbox, type CheckboxProps } from '../checkbox';
import { type FieldBinding, useFieldError } from './field-binding';

export interface FormCheckboxProps extends Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'error'> {
  field: FieldBinding<boolean>;
  /** Shown instead of the field's value where a rule decides it (a card expense is always paid). */
  checked?: boolean;
}

/** A Checkbox bound to a TanStack Form field. */
export function FormCheckbox({ field, checked, ...rest }: FormCheckboxProps) {
  return (
    <Checkbox
      {...rest}
      checked={checked ?? field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={useFieldError(field)}
    />
  );
}
