import { useEffect, useState } from 'react';

/** The login view appears after 300 ms (spec 1, section 9). */
export const LOGIN_APPEAR_MS = 300;

/** False until `ms` have passed since mount. */
export function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
