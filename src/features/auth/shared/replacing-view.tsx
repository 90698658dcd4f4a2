import type { ReactNode } from 'react';
import { useFocusOnMount } from '@/ui/focus';
import styles from './auth.module.css';

/**
 * The way on that replaces a form once the server has answered: the pressed button (or the field
 * where Enter was pressed) went with the form, so the first control here takes the focus instead of
 * the page's body (audit R3, as G10 for the activated account).
 */
export function ReplacingView({ children }: { children: ReactNode }) {
  const box = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={box} className={styles.actions}>
      {children}
    </div>
  );
}
