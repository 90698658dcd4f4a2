/** The time the job queue reads (decision 470): the wall clock, shifted, or set by a test. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at the moment it is made and then runs at normal speed
 * (JOBS_CLOCK_START): a process started with it lives at that time, so a reminder set for 09:00 is
 * due without waiting for 09:00. `real` is the wall clock it follows.
 */
export function shiftedClock(start: Date, real: () => number = Date.now): Clock {
  const offset = start.getTime() - real();
  return { now: () => new Date(real() + offset) };
}

export interface ManualClock extends Clock {
  set(instant: Date): void;
  advance(ms: number): void;
}

/** A clock that moves only when told (tests). */
export function manualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
