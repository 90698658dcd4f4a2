import { type ParsedLocation, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import type { IsoMonth } from '@/lib/dates';
// Not the folder's index: the entry needs the context alone, not the selector.
import { ChosenMonthContext } from '@/ui/month-selector/chosen-month';
import { MonthSearchSchema } from './search-schemas';

const monthOf = (location: ParsedLocation) => v.parse(MonthSearchSchema, location.search).month;

/**
 * The month the address asks for while the router still loads it on the same screen (audit P1): the
 * address changes at the press, the screen shows the month before until its reads are in (decision
 * 350). Undefined once the router has settled, on a way to another path, or when the month is the same.
 */
export function chosenMonth(state: {
  status: 'pending' | 'idle';
  location: ParsedLocation;
  resolvedLocation?: ParsedLocation;
}): IsoMonth | undefined {
  const { status, location, resolvedLocation } = state;
  if (status !== 'pending' || !resolvedLocation || location.pathname !== resolvedLocation.pathname) {
    return undefined;
  }
  const month = monthOf(location);
  return month === monthOf(resolvedLocation) ? undefined : month;
}

/**
 * Gives every month selector the month last chosen, so it names that month at once and counts the
 * next press from it while the month before stays on screen. Mounted once under the router (the root
 * route's page navigation), so no month screen wires it itself.
 */
export function ChosenMonthFromAddress({ children }: { children: ReactNode }) {
  const month = useRouterState({ select: chosenMonth });
  return <ChosenMonthContext value={month}>{children}</ChosenMonthContext>;
}
