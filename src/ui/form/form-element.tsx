import type { FormHTMLAttributes } from 'react';

export interface FormElementProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The TanStack form it submits. */
  form: { handleSubmit: () => Promise<unknown> };
}

/**
 * A refused submit takes the person to the first field it names, whose label and message are then
 * read together, instead of leaving them on the button with a list of bare messages (audit G3).
 * Not when the person has already moved elsewhere on the page.
 */
export function focusFirstInvalid(element: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !element.contains(active)) return;
    element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
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
        const element = event.currentTarget;
        void form.handleSubmit().then(() => focusFirstInvalid(element));
      }}
    >
      {children}
    </form>
  );
}
