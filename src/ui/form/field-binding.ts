import { useTranslation } from 'react-i18next';

/**
 * What a form-field component needs from a TanStack Form field (`form.Field`'s render argument):
 * its value, its issues and the two handlers. Structural, so the components need no form types.
 */
export interface FieldBinding<TValue> {
  readonly state: { readonly value: TValue; readonly meta: { readonly errors: readonly unknown[] } };
  handleChange: (value: TValue) => void;
  handleBlur: () => void;
}

/** The key of a field's first issue: schemas give their messages as locale keys. */
export function firstIssueKey(errors: readonly unknown[]): string | undefined {
  const first = errors.find((error) => error !== undefined && error !== null);
  const key = typeof first === 'object' ? (first as { message?: unknown }).message : first;
  return typeof key === 'string' ? key : undefined;
}

/** The field's first issue, translated; undefined while the field is valid. */
export function useFieldError(field: Pick<FieldBinding<unknown>, 'state'>): string | undefined {
  const { t } = useTranslation();
  const key = firstIssueKey(field.state.meta.errors);
  return key === undefined ? undefined : t(key);
}
