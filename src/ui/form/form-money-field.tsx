import { MoneyField, type MoneyFieldProps } from '../text-field';
import { type FieldBinding, useFieldError } from './field-binding';

export interface FormMoneyFieldProps
  extends Omit<MoneyFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  /** Centavos, or null while empty. */
  field: FieldBinding<number | null>;
}

/** A MoneyField bound to a TanStack Form field holding centavos. */
export function FormMoneyField({ field, ...rest }: FormMoneyFieldProps) {
  return (
    <MoneyField
      {...rest}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={useFieldError(field)}
    />
  );
}
