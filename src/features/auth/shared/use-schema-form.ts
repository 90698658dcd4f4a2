import { useRef, useState } from 'react';
import * as v from 'valibot';
import type { FieldBinding } from '@/ui/form';

type Values = Record<string, string>;
type Schema<T extends Values> = v.GenericSchema<T, unknown>;

/** Each field's issues (their messages are locale keys), by the field's name. */
function issuesByField<T extends Values>(schema: Schema<T>, values: T): Partial<Record<keyof T, string[]>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const byField: Partial<Record<keyof T, string[]>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof T | undefined;
    if (key !== undefined) byField[key] = [...(byField[key] ?? []), issue.message];
  }
  return byField;
}

/**
 * The auth screens' small forms (login, the planner's client choice) without a form library, so
 * /login's first visit does not download one (decision 421). It keeps what those forms did with
 * TanStack Form's `revalidateLogic()`: nothing is checked until the first submit, every change is
 * checked after it, an invalid submit calls nothing, and a submit waits for the previous one.
 * Fields bind to `ui/form`'s components through the same structural `FieldBinding`.
 */
export function useSchemaForm<T extends Values>(
  schema: Schema<T>,
  defaultValues: T,
  onSubmit: (values: T) => Promise<unknown>,
) {
  const [values, setValues] = useState(defaultValues);
  const [submitted, setSubmitted] = useState(false);
  const submitting = useRef(false);
  const issues: Partial<Record<keyof T, string[]>> = submitted ? issuesByField(schema, values) : {};

  const field = <K extends keyof T & string>(name: K): FieldBinding<string> => ({
    state: { value: values[name] ?? '', meta: { errors: issues[name] ?? [] } },
    handleChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    handleBlur: () => undefined,
  });

  async function handleSubmit() {
    setSubmitted(true);
    if (submitting.current || Object.keys(issuesByField(schema, values)).length > 0) return;
    submitting.current = true;
    try {
      await onSubmit(values);
    } finally {
      submitting.current = false;
    }
  }

  return { field, handleSubmit, invalid: Object.keys(issues).length > 0 };
}
