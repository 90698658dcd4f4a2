import { useEffect, useState } from 'react';

export const SHOW_NOT_PLANNED_KEY = 'showNotPlannedCategories';
export const SHOW_NOT_PLANNED_DELAY_MS = 300;

function stored(): boolean {
  try {
    return localStorage.getItem(SHOW_NOT_PLANNED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * 'Mostrar categorias não planejadas', kept in local storage; the box ticks at once and the cards
 * follow 300 ms later (spec 3), so a quick double toggle does not redraw every card twice.
 */
export function useShowNotPlanned() {
  const [checked, setChecked] = useState(stored);
  const [value, setValue] = useState(checked);
  useEffect(() => {
    const timer = setTimeout(() => {
      setValue(checked);
      try {
        localStorage.setItem(SHOW_NOT_PLANNED_KEY, String(checked));
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
    }, SHOW_NOT_PLANNED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checked]);
  return { checked, value, toggle: setChecked };
}
