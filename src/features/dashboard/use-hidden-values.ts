import { useState } from 'react';

/** Local storage key of the eye toggle (spec 2: the choice is remembered locally). */
export const HIDE_VALUES_KEY = 'dashboard.hideValues';

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_VALUES_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the dashboard's amounts are hidden, remembered across visits on this device. */
export function useHiddenValues(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readHidden);
  function toggle() {
    const next = !hidden;
    setHidden(next);
    try {
      localStorage.setItem(HIDE_VALUES_KEY, String(next));
    } catch {
      // Private mode may refuse storage: the choice then lasts for this visit only.
    }
  }
  return [hidden, toggle];
}
