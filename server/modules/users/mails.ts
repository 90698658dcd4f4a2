import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { t } from '../../i18n.ts';
import type { UserRow } from '../../repositories/users.ts';

const ACTIVATION_TTL_MINUTES = 24 * 60;
const RECOVERY_TTL_MINUTES = 60;

/** Retires any open code, issues a fresh 6-digit one and e-mails it. */
export async function sendActivationCode(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email' | 'name'>) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.repos.codes.retire('activation', user.id);
  await app.repos.codes.issue('activation', code, ACTIVATION_TTL_MINUTES, { userId: user.id });
  await app.mailer.send({
    to: user.email,
    subject: t('mail.activationSubject', { ...app.brand }),
    text: t('mail.activationText', { ...app.brand, name: user.name, code }),
  });
}

/** A single-use link to the SPA's new-password screen, valid for an hour. */
export async function sendRecoveryLink(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email' | 'name'>) {
  const token = randomBytes(32).toString('base64url');
  await app.repos.codes.retire('recovery', user.id);
  await app.repos.codes.issue('recovery', token, RECOVERY_TTL_MINUTES, { userId: user.id });
  await app.mailer.send({
    to: user.email,
    subject: t('mail.recoverySubject', { ...app.brand }),
    text: t('mail.recoveryText', {
      ...app.brand,
      name: user.name,
      link: `${app.config.appUrl}/account-recovery/${token}`,
    }),
  });
}
