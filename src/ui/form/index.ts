export { type FieldBinding, firstIssueKey, useFieldError } from './field-binding';
export { FormCheckbox, type FormCheckboxProps } from './form-checkbox';
export { FormElement, type FormElementProps, focusFirstInvalid } from './form-element';
export { FormMoneyField, type FormMoneyFieldProps } from './form-money-field';
export { FormOutcome, type Outcome, type OutcomeTone } from './form-outcome';
export { FormSelect, type FormSelectOption, type FormSelectProps } from './form-select';
export {
  FormPasswordField,
  type FormPasswordFieldProps,
  FormTextField,
  type FormTextFieldProps,
} from './form-text-field';
