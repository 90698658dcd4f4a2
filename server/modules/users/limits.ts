import type { FastifyInstance } from 'fastify';
import { fail } from '../../errors.ts';

const windowStart = (app: FastifyInstance) =>
  new Date(Date.now() - app.config.loginLimits.windowMinutes * 60_000);

/** Refuses with 429 once `key` has `max` recorded attempts inside the window. */
export async function refuseWhenExceeded(app: FastifyInstance, key: string, max: number): Promise<void> {
  if ((await app.repos.attempts.countSince(key, windowStart(app))) >= max)
    throw fail(429, 'errors.tooManyAttempts', { minutes: app.config.loginLimits.windowMinutes });
}

/** Counts this call against `key`, refusing with 429 when the window is already full. */
export async function spend(app: FastifyInstance, key: string, max: number): Promise<void> {
  await refuseWhenExceeded(app, key, max);
  await app.repos.attempts.record(key);
}

export const loginKeys = (email: string, address: string) => ({
  account: `login:account:${email}`,
  address: `login:address:${address}`,
});
