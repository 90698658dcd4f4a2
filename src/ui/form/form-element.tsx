import type { FormHTMLAttributes } from 'react';

export interface FormElementProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The TanStack form it submits. */
  form: { handleSubmit: () => Promise<unknown> };
}

/**
 * The <form> of a TanStack form: the schema validates, so the browser's own checks are off, and a
 * submit runs the form's handler instead of reloading the page.
 */
export function FormElement({ form, children, ...rest }: FormElementProps) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </form>
  );
}
