import type { FastifyInstance } from 'fastify';
import { usersJobs } from '../modules/users/mails.ts';
import { BANK_SWEEP, bankRefreshJobs } from './bank-refresh.ts';
import { type Clock, shiftedClock, systemClock } from './clock.ts';
import { DEV_RENEWALS, devRenewalJobs } from './dev-renewals.ts';
import { MAINTENANCE, maintenanceJobs } from './maintenance.ts';
import { REMINDER_SWEEP, reminderJobs } from './reminders.ts';
import { createJobRunner, type JobRunner, type PeriodicJob } from './runner.ts';
import { TRIAL_SWEEP, type TrialSource, trialJobs } from './trials.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What runs on its own, and how often its sweep looks (decisions 471-474). */
export function periodicJobs(reminderSweepMs = MINUTE_MS): PeriodicJob[] {
  return [
    { name: REMINDER_SWEEP, everyMs: reminderSweepMs },
    // A new connection's first import is promised within minutes (audit O7).
    { name: BANK_SWEEP, everyMs: 5 * MINUTE_MS },
    { name: TRIAL_SWEEP, everyMs: HOUR_MS },
    { name: MAINTENANCE, everyMs: HOUR_MS },
  ];
}

/**
 * The app's job queue. It polls only once `start` is called (the server's start-up does, unless
 * JOBS=0; tests call `tick` themselves), and stops before the database closes.
 */
export function registerJobs(app: FastifyInstance, options: { trials?: TrialSource } = {}): JobRunner {
  const { jobs } = app.config;
  const clock: Clock = jobs.clock ?? (jobs.clockStart ? shiftedClock(jobs.clockStart) : systemClock);
  const runner = createJobRunner({
    app,
    clock,
    pollMs: jobs.pollMs,
    periodic: [
      ...periodicJobs(jobs.reminderSweepMs),
      // Iugu renews by itself; the offline gateway needs the queue to (audit AE7).
      ...(app.config.billing.gateway === 'dev' ? [{ name: DEV_RENEWALS, everyMs: HOUR_MS }] : []),
    ],
    definitions: [
      ...reminderJobs,
      ...bankRefreshJobs,
      ...trialJobs(options.trials),
      ...maintenanceJobs,
      ...devRenewalJobs,
      ...usersJobs,
    ],
  });
  app.decorate('jobs', runner);
  app.addHook('preClose', () => runner.stop());
  return runner;
}

export type { Clock, ManualClock } from './clock.ts';
export { manualClock } from './clock.ts';
export type { JobRunner, TickReport } from './runner.ts';
