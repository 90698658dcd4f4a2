const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside `container`, in order: focusable and drawn. */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * A stage that replaces the focused control (a form giving way to its result or its question)
 * leaves the focus on the page's body, outside the dialog, where Esc no longer reaches it (audit
 * G4): the first control of the dialog's body takes it, else the dialog's first control.
 */
export function keepFocusInside(dialog: HTMLDialogElement, body: HTMLElement | null): void {
  if (!dialog.open) return;
  const active = document.activeElement;
  if (dialog.contains(active) || (active !== null && active !== document.body)) return;
  const target = (body && focusableIn(body)[0]) ?? focusableIn(dialog)[0];
  target?.focus({ preventScroll: true });
}

/**
 * Keeps Tab inside `container`: a native modal dialog makes the page inert but lets Tab leave for
 * the browser's own toolbar, which strands keyboard users outside the dialog.
 */
export function trapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): void {
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
