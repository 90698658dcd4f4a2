import { createContext, useContext } from 'react';
import type { IsoMonth } from '@/lib/dates';

/**
 * The month the address already asks for while the screen still shows the month before: a month
 * change keeps the old screen until the next month's reads are in (decisions 350, 429). The app's
 * router provides it; outside a month change it is undefined. A file of its own: the app's entry
 * provides it, and needs nothing else from the selector.
 */
export const ChosenMonthContext = createContext<IsoMonth | undefined>(undefined);

/**
 * The month a screen showing `onScreen` should name and count from: the one last chosen (audit P1),
 * and whether the screen is still waiting for it.
 */
export function useChosenMonth(onScreen: IsoMonth): { month: IsoMonth; waiting: boolean } {
  const chosen = useContext(ChosenMonthContext) ?? onScreen;
  return { month: chosen, waiting: chosen !== onScreen };
}
