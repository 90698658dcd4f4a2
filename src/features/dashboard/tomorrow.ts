import { type IsoDate, todayIso } from '@/lib/dates';

// Its own module: the dashboard's route loader needs it, and whatever module it imports goes into
// every first visit's entry chunk with it.

/** Tomorrow in São Paulo (the city keeps no daylight saving time, so 24 hours is one day). */
export function tomorrowIso(now: Date): IsoDate {
  return todayIso(new Date(now.getTime() + 24 * 60 * 60 * 1000));
}
