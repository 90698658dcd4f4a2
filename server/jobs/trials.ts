import { formatDateBr, todayIso } from '../../src/lib/dates.ts';
import { t } from '../i18n.ts';
import type { JobContext, JobDefinition } from './runner.ts';
import { PermanentJobError } from './runner.ts';

export const TRIAL_SWEEP = 'trials.sweep';
export const TRIAL_NOTICE = 'trials.notice';
/** A trial is announced as ending this long before it does (decision 473). */
export const TRIAL_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;

/** A trial that ends: whose, and when. */
export interface EndingTrial {
  subscriptionId: string;
  userId: string;
  endsAt: Date;
}

/**
 * Where the trials come from: the subscription slice owns the trial state (decision 473); until it
 * exports its own reader, the subscriptions table read by `repos.sweeps.trialsEnding` answers.
 */
export type TrialSource = (app: JobContext['app'], from: Date, to: Date) => Promise<EndingTrial[]>;

export const subscriptionTrials: TrialSource = async (app, from, to) =>
  (await app.repos.sweeps.trialsEnding(from, to)).flatMap((row) =>
    row.endsAt ? [{ subscriptionId: row.subscriptionId, userId: row.userId, endsAt: row.endsAt }] : [],
  );

/** Hourly: each trial ending within the notice days gets one notice (its key names the end date). */
function sweep(source: TrialSource) {
  return async ({ app, log, now }: JobContext) => {
    const ending = await source(app, now, new Date(now.getTime() + TRIAL_NOTICE_DAYS * DAY_MS));
    const scheduled = await app.repos.jobs.enqueue(
      ending.map((trial) => ({
        name: TRIAL_NOTICE,
        key: `trial-ending:${trial.subscriptionId}:${trial.endsAt.toISOString()}`,
        payload: { userId: trial.userId, endsAt: trial.endsAt.toISOString() },
        runAt: now,
      })),
    );
    if (scheduled > 0) log.info({ scheduled }, 'trial notices scheduled');
  };
}

async function notice({ app, log, payload }: JobContext) {
  const endsAt = new Date(String(payload.endsAt ?? ''));
  const user = await app.repos.users.findById(String(payload.userId ?? ''));
  if (Number.isNaN(endsAt.getTime())) throw new PermanentJobError('malformed trial notice payload');
  if (!user?.active) {
    log.info('trial notice skipped: account gone or inactive');
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
