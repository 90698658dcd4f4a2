import { useEffect, useRef } from 'react';

/**
 * A wizard's heading that takes the focus each time the step changes (not on the first one): the
 * pressed 'Próximo' stays where it is, so without this a screen reader hears that button again and
 * never the new step's question (audit G7). Give the heading `tabIndex={-1}` and the returned ref.
 */
export function useStepHeading<T extends HTMLElement>(step: unknown) {
  const heading = useRef<T>(null);
  const first = useRef(step);
  useEffect(() => {
    if (first.current === step) return;
    first.current = undefined;
    heading.current?.focus();
  }, [step]);
  return heading;
}
