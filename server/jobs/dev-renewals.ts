import type { JobContext, JobDefinition } from './runner.ts';

export const DEV_RENEWALS = 'billing.dev-renewals';

/**
 * The development gateway's renewals (audit AE7): Iugu charges a subscription not cancelled when its
 * period ends, and the offline gateway must do the same, or not cancelling ended like 'Cancelar'.
 * With Iugu there is nothing to do: Iugu renews and its trigger reaches the webhook.
 */
async function renew({ app, log, now }: JobContext) {
  if (!app.billing.dev) return;
  const issued = await app.billing.dev.renewDue(now);
  if (issued > 0) log.info({ issued }, 'development gateway renewals charged');
}

export const devRenewalJobs: JobDefinition[] = [{ name: DEV_RENEWALS, run: renew }];
