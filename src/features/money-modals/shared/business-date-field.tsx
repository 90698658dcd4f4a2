import { BOOKABLE_DATES } from '@/lib/dates';
import { FormTextField, type FormTextFieldProps } from '@/ui/form';

/**
 * A money form's date input, bounded to the dates the server takes (`dateField` checks the same on
 * submit); `max` narrows it where the form says so (a bank operation, never after today).
 */
export function BusinessDateField(props: Omit<FormTextFieldProps, 'type' | 'min'>) {
  return <FormTextField type="date" min={BOOKABLE_DATES.first} max={BOOKABLE_DATES.last} {...props} />;
}
