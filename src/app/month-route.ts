import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { addMonths, type IsoMonth } from '@/lib/dates';

export interface MonthRouteProps {
  month: IsoMonth;
  onMonthChange: (month: IsoMonth) => void;
  onMonthIntent: (month: IsoMonth) => void;
}

const patched = (patch: object) => ((prev: object) => ({ ...prev, ...patch })) as never;

/**
 * A route's search as a screen's callbacks (decision 350; the old screen stays while the route's
 * loader reads the next month). Another month is a new entry in the history, so Back returns to the
 * month, or the search results, the person came from; a filter or the search text typed replaces the
 * entry, one keystroke not being a place to go back to. An intent on a month arrow preloads that
 * month's route, so its data is usually there before the click.
 */
export function useSearchRoute() {
  const navigate = useNavigate();
  const router = useRouter();
  return {
    onSearchChange: (patch: object) =>
      void navigate({ to: '.', replace: !('month' in patch), search: patched(patch) }),
    onMonthIntent: (month: IsoMonth) =>
      void router.preloadRoute({ to: '.', search: patched({ month }) }).catch(() => undefined),
  };
}

/** The URL's month as a screen's props. */
export function useMonthRoute(month: IsoMonth): MonthRouteProps {
  const { onSearchChange, onMonthIntent } = useSearchRoute();
  return { month, onMonthChange: (next) => onSearchChange({ month: next }), onMonthIntent };
}

/**
 * Once the screen is idle, preloads the months on either side (issue 12 item 4, decision 422): the
 * arrows then show a month already read instead of waiting for its rows. Each month is one
 * compressed answer (about 30 KB for 833 rows) kept in the query cache like any preload.
 */
export function usePrefetchNeighbourMonths(month: IsoMonth, onMonthIntent: (month: IsoMonth) => void) {
  // The callback is new on every render; the month alone decides what to prefetch.
  const intent = useRef(onMonthIntent);
  intent.current = onMonthIntent;
  useEffect(() => {
    const prefetch = () => {
      intent.current(addMonths(month, 1));
      intent.current(addMonths(month, -1));
    };
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, 300);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [month]);
}
