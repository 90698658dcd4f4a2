import { formatDateBr, todayIso } from '../../src/lib/dates.ts';
import { subscriptionState, TRIAL_PLAN } from '../../src/lib/subscription.ts';
import { reminderInstant } from '../domain/reminders.ts';
import { asBought, rulingSubscription } from '../domain/subscription.ts';
import { t } from '../i18n.ts';
import type { JobContext, JobDefinition } from './runner.ts';
import { PermanentJobError } from './runner.ts';

export const TRIAL_SWEEP = 'trials.sweep';
export const TRIAL_NOTICE = 'trials.notice';
/** A trial is announced as ending this long before it does (decision 473). */
export const TRIAL_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;
/**
 * Trials end at 23:59:59 in São Paulo, so the first hourly sweep to see one is the one at midnight:
 * its notice waits for this hour of that day, the reminders' default time (audit AH4).
 */
export const TRIAL_NOTICE_TIME = '09:00';

/** When a notice scheduled at `now` leaves: not before the notice hour, nor after the trial ends. */
export function trialNoticeAt(now: Date, endsAt: Date): Date {
  const morning = reminderInstant(todayIso(now), TRIAL_NOTICE_TIME);
  return morning > now && morning < endsAt ? morning : now;
}

/** A trial that ends: whose, and when. */
export interface EndingTrial {
  subscriptionId: string;
  userId: string;
  endsAt: Date;
}

/** Where the trials come from (a test may pass its own). */
export type TrialSource = (app: JobContext['app'], from: Date, to: Date) => Promise<EndingTrial[]>;

/**
 * Trial rows of the subscription slice (plan 'no_plan', decision 430) whose end falls in the window,
 * and checkouts that bought nothing, which read as the trial (decision 479).
 */
export const subscriptionTrials: TrialSource = async (app, from, to) =>
  (await app.repos.sweeps.trialsEnding(TRIAL_PLAN, from, to)).flatMap((row) =>
    row.endsAt ? [{ subscriptionId: row.subscriptionId, userId: row.userId, endsAt: row.endsAt }] : [],
  );

/**
 * Whether the account is still in that trial, by the subscription slice's own rule (decision 430):
 * the subscription that rules it is this trial and reads 'test'. An admin's active family plan rules
 * instead (gifted, not 'test'); an admin's personal plan covers nobody else.
 */
async function stillInTrial(app: JobContext['app'], userId: string, subscriptionId: string, now: Date) {
  const rows = await app.repos.subscriptions.ruling(userId);
  const ruling = rulingSubscription(rows, app.billing.familyPlans, now);
  if (ruling?.id !== subscriptionId) return false;
  // A checkout whose first charge was refused is still the trial, as the plan page shows it.
  const invoices = await app.repos.subscriptions.invoices(subscriptionId);
  return subscriptionState(asBought(ruling, invoices), now) === 'test';
}

/** Hourly: each trial ending within the notice days gets one notice (its key names the end date). */
function sweep(source: TrialSource) {
  return async ({ app, log, now }: JobContext) => {
    const ending = await source(app, now, new Date(now.getTime() + TRIAL_NOTICE_DAYS * DAY_MS));
    const scheduled = await app.repos.jobs.enqueue(
      ending.map((trial) => ({
        name: TRIAL_NOTICE,
        key: `trial-ending:${trial.subscriptionId}:${trial.endsAt.toISOString()}`,
        payload: {
          userId: trial.userId,
          subscriptionId: trial.subscriptionId,
          endsAt: trial.endsAt.toISOString(),
        },
        runAt: trialNoticeAt(now, trial.endsAt),
      })),
    );
    if (scheduled > 0) log.info({ scheduled }, 'trial notices scheduled');
  };
}

async function notice({ app, log, now, payload }: JobContext) {
  const endsAt = new Date(String(payload.endsAt ?? ''));
  const userId = String(payload.userId ?? '');
  if (Number.isNaN(endsAt.getTime())) throw new PermanentJobError('malformed trial notice payload');
  const user = await app.repos.users.findById(userId);
  if (!user?.active) {
    log.info('trial notice skipped: account gone or inactive');
    return;
  }
  if (!(await stillInTrial(app, userId, String(payload.subscriptionId ?? ''), now))) {
    log.info('trial notice skipped: the account subscribed or its trial changed');
    return;
  }
  await app.mailer.send({
    to: user.email,
    subject: t('mail.trialEndingSubject', { ...app.brand }),
    text: t('mail.trialEndingText', {
      ...app.brand,
      name: user.name,
      date: formatDateBr(todayIso(endsAt)),
      link: `${app.config.appUrl}/assine`,
    }),
  });
  log.info('trial ending notice sent');
}

export function trialJobs(source: TrialSource = subscriptionTrials): JobDefinition[] {
  return [
    { name: TRIAL_SWEEP, run: sweep(source) },
    { name: TRIAL_NOTICE, run: notice },
  ];
}
