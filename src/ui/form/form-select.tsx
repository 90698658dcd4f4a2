import { Select, type SelectProps } from '../select';
import { type FieldBinding, useFieldError } from './field-binding';

export interface FormSelectOption<TValue> {
  value: TValue;
  label: string;
  disabled?: boolean;
  group?: string;
}

export interface FormSelectProps<TValue extends string | number>
  extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'options'> {
  field: FieldBinding<TValue>;
  options: readonly FormSelectOption<TValue>[];
}

/**
 * A Select bound to a TanStack Form field. The options carry the field's own values (a picklist
 * member, a number), so the form gets back the value it holds, not the select's text.
 */
export function FormSelect<TValue extends string | number>({
  field,
  options,
  ...rest
}: FormSelectProps<TValue>) {
  const error = useFieldError(field);
  return (
    <Select
      {...rest}
      value={String(field.state.value)}
      options={options.map((option) => ({ ...option, value: String(option.value) }))}
      // The only text that is no option's is the empty first choice, which string fields hold as ''.
      onChange={(text) =>
        field.handleChange(options.find((option) => String(option.value) === text)?.value ?? (text as TValue))
      }
      onBlur={field.handleBlur}
      error={error}
    />
  );
}
