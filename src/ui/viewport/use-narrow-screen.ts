import { useSyncExternalStore } from 'react';

/** Where the sidebar becomes a drawer and floating panels cover the page: spec 1, below 701 px. */
const NARROW = '(max-width: 700px)';

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW).matches;
// The prerendered frame (decision 423) is drawn with no window; it is inert as a whole anyway.
const notNarrow = () => false;

/** True on a phone-width screen, kept up to date as the window is resized or turned. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, notNarrow);
}
