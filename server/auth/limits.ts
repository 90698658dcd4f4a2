import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../errors.ts';
import type { ThrottleClaim } from '../repositories/throttles.ts';
import type { ThrottlePolicy } from './throttle.ts';

/** An address the account signed in from this recently skips the account-wide bound. */
const KNOWN_ADDRESS_DAYS = 90;
/** Activation codes: five free tries, then a minute, doubling up to an hour. */
const CODE_POLICY: ThrottlePolicy = { free: 5, baseSeconds: 60, maxSeconds: 3600 };

function loginPolicies(app: FastifyInstance) {
  const limits = app.config.loginLimits;
  const policy = (free: number): ThrottlePolicy => ({
    free,
    baseSeconds: limits.delaySeconds,
    maxSeconds: limits.maxDelayMinutes * 60,
  });
  return {
    pair: policy(limits.perPair),
    account: policy(limits.perAccount),
    address: policy(limits.perAddress),
  };
}

async function claimOrRefuse(
  app: FastifyInstance,
  claims: ThrottleClaim[],
  message: 'tooManyAttempts' | 'tooManyMails',
) {
  const result = await app.repos.throttles.claim(claims);
  if (!result.allowed) throw tooManyRequests(`errors.${message}`, result.retryAfterSeconds);
}

export interface PasswordTry {
  /** The password was right: the try stops counting and the address becomes known. */
  succeeded(userId: string): Promise<void>;
}

/**
 * Counts one password guess for `email` from `address` BEFORE the slow hash check, so parallel
 * guesses cannot outrun the count (decision 301). Login and the current-password check of account
 * acts share it: a stolen token gains no extra guesses.
 */
export async function claimPasswordTry(
  app: FastifyInstance,
  email: string,
  address: string,
): Promise<PasswordTry> {
  const policies = loginPolicies(app);
  const pair = { key: `login:pair:${email}|${address}`, policy: policies.pair };
  // Asked for unknown e-mails too, so an unknown e-mail costs the same queries as a known one.
  const known = await app.repos.throttles.isKnownAddress(email, address, KNOWN_ADDRESS_DAYS);
  const wide = known
    ? []
    : [
        { key: `login:account:${email}`, policy: policies.account },
        { key: `login:address:${address}`, policy: policies.address },
      ];
  await claimOrRefuse(app, [pair, ...wide], 'tooManyAttempts');
  return {
    async succeeded(userId) {
      await app.repos.throttles.clear(pair.key);
      if (wide.length > 0) await app.repos.throttles.refund(wide);
      await app.repos.throttles.rememberAddress(userId, address);
    },
  };
}

/** A new password set through the e-mailed link: the account's guess counters start over. */
export const forgetPasswordTries = (app: FastifyInstance, email: string) =>
  app.repos.throttles.clearAccount(email);

export interface MailParties {
  /** The address the mail goes to. */
  to: string;
  /** The signed-in account that makes us send it, when there is one. */
  from?: string;
  /** The client address of the request. */
  address: string;
}

/** Counts one e-mail per recipient, per sending account and per client address (decision 302). */
export async function claimMail(app: FastifyInstance, parties: MailParties): Promise<void> {
  const limits = app.config.mailLimits;
  const policy = (free: number): ThrottlePolicy => ({
    free,
    baseSeconds: limits.delayMinutes * 60,
    maxSeconds: 3600,
  });
  const claims = [
    { key: `mail:to:${parties.to}`, policy: policy(limits.perAccount) },
    { key: `mail:address:${parties.address}`, policy: policy(limits.perAddress) },
    ...(parties.from ? [{ key: `mail:from:${parties.from}`, policy: policy(limits.perAccount) }] : []),
  ];
  await claimOrRefuse(app, claims, 'tooManyMails');
}

/** Counts one activation-code try of the account; a right code clears the count. */
export async function claimCodeTry(app: FastifyInstance, userId: string) {
  const key = `activation:${userId}`;
  await claimOrRefuse(app, [{ key, policy: CODE_POLICY }], 'tooManyAttempts');
  return { succeeded: () => app.repos.throttles.clear(key) };
}

/**
 * Each start of a sign-in through an identity provider stores a row: counted per client address with
 * the login policy's address bound (decision 301), so one address cannot fill the table.
 */
const socialClaims = (app: FastifyInstance, address: string) => [
  { key: `social:address:${address}`, policy: loginPolicies(app).address },
];

export async function claimSocialTry(app: FastifyInstance, address: string): Promise<void> {
  await claimOrRefuse(app, socialClaims(app, address), 'tooManyAttempts');
}

/** A sign-in through the provider came back verified: its start stops counting. */
export const refundSocialTry = (app: FastifyInstance, address: string) =>
  app.repos.throttles.refund(socialClaims(app, address));
