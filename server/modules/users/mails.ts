import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { giveBackRecipientRoom, recipientHasRoom } from '../../auth/limits.ts';
import type { ThrottlePolicy } from '../../auth/throttle.ts';
import { t } from '../../i18n.ts';
import type { JobContext, JobDefinition } from '../../jobs/runner.ts';
import type { UserRow } from '../../repositories/users.ts';

const ACTIVATION_TTL_MINUTES = 24 * 60;
/** No shorter than the recipient's mail ceiling waits (auth/limits.ts RECIPIENT_CEILING). */
export const RECOVERY_TTL_MINUTES = 60;

/**
 * A mail about one's own account asked for again this soon (a double click, a second tab) is the same
 * act: the mail already sent answers it, and its code or link stays the one that works (audit AH3).
 * Each request still counts on decision 302's limits before it gets here.
 */
export const REPEAT_SECONDS = 10;
const REPEAT: ThrottlePolicy = { free: 0, baseSeconds: REPEAT_SECONDS, maxSeconds: REPEAT_SECONDS };
export const repeatKey = (kind: 'activation' | 'recovery', userId: string) => `mail:repeat:${kind}:${userId}`;

/** Runs `send` unless a mail of `kind` to the account was sent within REPEAT_SECONDS; says which. */
async function unlessRepeated(
  app: FastifyInstance,
  kind: 'activation' | 'recovery',
  userId: string,
  send: () => Promise<void>,
): Promise<boolean> {
  const key = repeatKey(kind, userId);
  if (!(await app.repos.throttles.claim([{ key, policy: REPEAT }])).allowed) return false;
  try {
    await send();
    return true;
  } catch (error) {
    // Nothing reached the mailbox: the next press must send.
    await app.repos.throttles.clear(key);
    throw error;
  }
}

/**
 * Retires any open code, issues a fresh 6-digit one and e-mails it. The address has not proved to be
 * the sign-up's own yet, so the mail greets no one by name: the name is a stranger's text until then
 * (audit R2, decision 005).
 */
export async function sendActivationCode(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email'>) {
  await unlessRepeated(app, 'activation', user.id, async () => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await app.repos.codes.retire('activation', user.id);
    await app.repos.codes.issue('activation', code, ACTIVATION_TTL_MINUTES, { userId: user.id });
    await app.mailer.send({
      to: user.email,
      subject: t('mail.activationSubject', { ...app.brand }),
      text: t('mail.activationText', { ...app.brand, code }),
    });
  });
}

/** The name only to a mailbox an activation proved to be the account's own (decision 005). */
const greeting = (user: Pick<UserRow, 'name' | 'active'>) =>
  user.active && user.name ? t('mail.greetingNamed', { name: user.name }) : t('mail.greeting');

/** A single-use link to the SPA's new-password screen, valid for an hour. */
export async function sendRecoveryLink(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'active'>,
) {
  const token = randomBytes(32).toString('base64url');
  await app.repos.codes.retire('recovery', user.id);
  await app.repos.codes.issue('recovery', token, RECOVERY_TTL_MINUTES, { userId: user.id });
  await app.mailer.send({
    to: user.email,
    subject: t('mail.recoverySubject', { ...app.brand }),
    text: t('mail.recoveryText', {
      ...app.brand,
      greeting: greeting(user),
      link: `${app.config.appUrl}/account-recovery/${token}`,
    }),
  });
}

export const RECOVERY_MAIL = 'users.recovery-mail';

/**
 * Queues the recovery mail of whatever e-mail was asked for, known or not: the answer waits on the
 * same insert either way, and the lookup, the link and the delivery happen in the job queue (audit
 * R1, decision 004). The key names no e-mail, so the queue's log lines carry none.
 */
export async function queueRecoveryMail(app: FastifyInstance, email: string): Promise<void> {
  await app.repos.jobs.enqueue([
    {
      name: RECOVERY_MAIL,
      key: `recovery-mail:${randomUUID()}`,
      payload: { email },
      runAt: app.jobs.clock.now(),
    },
  ]);
  app.jobs.nudge();
}

async function recoveryMail({ app, log, payload }: JobContext) {
  const email = String(payload.email ?? '');
  const user = await app.repos.users.findByEmail(email);
  if (!user) {
    log.info('recovery mail skipped: no account');
    return;
  }
  // Asked again a moment ago: that link is the answer, and no room of the ceiling goes to this one.
  const sent = await unlessRepeated(app, 'recovery', user.id, async () => {
    // Held back, the request still leaves the newest link sent to this mailbox usable (decision 302).
    if (!(await recipientHasRoom(app, 'recovery', email))) {
      log.info('recovery mail skipped: the recipient had its ceiling of mails');
      return;
    }
    try {
      await sendRecoveryLink(app, user);
    } catch (error) {
      await giveBackRecipientRoom(app, 'recovery', email);
      throw error;
    }
  });
  if (!sent) log.info('recovery mail skipped: the same request was answered a moment ago');
}

export const usersJobs: JobDefinition[] = [{ name: RECOVERY_MAIL, run: recoveryMail }];
