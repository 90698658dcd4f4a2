import { useNavigate, useRouter } from '@tanstack/react-router';
import type { IsoMonth } from '@/lib/dates';

export interface MonthRouteProps {
  month: IsoMonth;
  onMonthChange: (month: IsoMonth) => void;
  onMonthIntent: (month: IsoMonth) => void;
}

const patched = (patch: object) => ((prev: object) => ({ ...prev, ...patch })) as never;

/**
 * A route's search as a screen's callbacks (decision 350): a change replaces the history entry (the
 * old screen stays while the route's loader reads the next month), and an intent on a month arrow
 * preloads that month's route, so its data is usually there before the click.
 */
export function useSearchRoute() {
  const navigate = useNavigate();
  const router = useRouter();
  return {
    onSearchChange: (patch: object) => void navigate({ to: '.', replace: true, search: patched(patch) }),
    onMonthIntent: (month: IsoMonth) =>
      void router.preloadRoute({ to: '.', search: patched({ month }) }).catch(() => undefined),
  };
}

/** The URL's month as a screen's props. */
export function useMonthRoute(month: IsoMonth): MonthRouteProps {
  const { onSearchChange, onMonthIntent } = useSearchRoute();
  return { month, onMonthChange: (next) => onSearchChange({ month: next }), onMonthIntent };
}
