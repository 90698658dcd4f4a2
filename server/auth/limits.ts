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

/**
 * How many mails of one kind a recipient gets from everyone together: a flat ceiling against mail
 * bombing from many addresses, then one an hour. Its wait never grows, and it is no longer than a
 * recovery link lives (modules/users/mails.ts), so a recovery held back by it always leaves the
 * newest link in the mailbox usable (decision 302, amended).
 */
export const RECIPIENT_CEILING: ThrottlePolicy = { free: 20, baseSeconds: 3600, maxSeconds: 3600 };

/** The mails the recipient's ceiling counts, each kind apart so one kind never holds back another. */
export type MailKind = 'activation' | 'recovery' | 'invitation';

const ceilingClaim = (kind: MailKind, to: string) => ({
  key: `mail:to:${kind}:${to}`,
  policy: RECIPIENT_CEILING,
});

/**
 * The bounds of whoever asks for a mail (decision 302, amended): the recipient from this client
 * address, the client address across recipients and, when signed in, the asking account. Each counts
 * only the asker's own requests, so requests from elsewhere never refuse the owner's.
 */
function askerClaims(app: FastifyInstance, parties: MailParties) {
  const limits = app.config.mailLimits;
  const policy = (free: number): ThrottlePolicy => ({
    free,
    baseSeconds: limits.delayMinutes * 60,
    maxSeconds: 3600,
  });
  return [
    { key: `mail:pair:${parties.to}|${parties.address}`, policy: policy(limits.perAccount) },
    { key: `mail:address:${parties.address}`, policy: policy(limits.perAddress) },
    ...(parties.from ? [{ key: `mail:from:${parties.from}`, policy: policy(limits.perAccount) }] : []),
  ];
}

/**
 * A mail a signed-in account sends to someone else (a family invitation): the asker's bounds and the
 * recipient's ceiling both refuse, since the one refused is the sender, never the recipient.
 */
export async function claimMail(app: FastifyInstance, parties: MailParties): Promise<void> {
  await claimOrRefuse(
    app,
    [...askerClaims(app, parties), ceilingClaim('invitation', parties.to)],
    'tooManyMails',
  );
}

/**
 * A mail about the recipient's own account (activation, recovery): only the asker's bounds refuse.
 * The recipient's ceiling is asked apart, with `recipientHasRoom`, where the mail would be sent.
 */
export async function claimAccountMail(app: FastifyInstance, parties: MailParties): Promise<void> {
  await claimOrRefuse(app, askerClaims(app, parties), 'tooManyMails');
}

/** Counts one mail of `kind` to `to` when the recipient's ceiling leaves room for it. */
export async function recipientHasRoom(app: FastifyInstance, kind: MailKind, to: string): Promise<boolean> {
  return (await app.repos.throttles.claim([ceilingClaim(kind, to)])).allowed;
}

/** A counted mail that could not be sent no longer counts against the recipient's ceiling. */
export const giveBackRecipientRoom = (app: FastifyInstance, kind: MailKind, to: string) =>
  app.repos.throttles.refund([ceilingClaim(kind, to)]);

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
