import { useEffect, useRef } from 'react';

/**
 * For a view that replaces the one the person was using (the planner's client step after 'Entrar',
 * the activated account's 'Entrar', an objective's outcome, the recovery's 'Voltar para o login'
 * once the link is sent): the pressed button went with the old view, so the new view's first
 * control, a link too, takes the focus instead of leaving it on the page's body, where Esc no longer
 * reaches a dialog (audits A7, G10, R3). Give the ref to the box around the controls.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('select, input, button, a[href]')?.focus();
  }, []);
  return ref;
}
