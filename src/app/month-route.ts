import { useNavigate, useRouter } from '@tanstack/react-router';
import type { IsoMonth } from '@/lib/dates';

export interface MonthRouteProps {
  month: IsoMonth;
  onMonthChange: (month: IsoMonth) => void;
  onMonthIntent: (month: IsoMonth) => void;
}

const withMonth = (month: IsoMonth) => ((prev: object) => ({ ...prev, month })) as never;

/**
 * The URL's month as a screen's props (decision 350): changing it replaces the history entry (the
 * old screen stays while the route's loader reads the next month), and an intent on an arrow
 * preloads that month's route, so its data is usually there before the click.
 */
export function useMonthRoute(month: IsoMonth): MonthRouteProps {
  const navigate = useNavigate();
  const router = useRouter();
  return {
    month,
    onMonthChange: (next) => void navigate({ to: '.', replace: true, search: withMonth(next) }),
    onMonthIntent: (next) =>
      void router.preloadRoute({ to: '.', search: withMonth(next) }).catch(() => undefined),
  };
}
