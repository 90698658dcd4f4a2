import { ApiError, catalogueMessage } from '@/api/http';

/**
 * What the access screens tell a person after a call: a locale key for catalogue texts, or the
 * server's own text where the catalogue says "the server message".
 */
type Tone = 'success' | 'info' | 'error';
export type Notice = { tone: Tone; key: string } | { tone: Tone; text: string };

export interface ApiAnswer {
  status: number;
  data?: unknown;
}

/** A call's outcome as the screens need it, from a resolved answer or the mutator's ApiError. */
export function answerOf(outcome: unknown): ApiAnswer {
  if (outcome instanceof ApiError) return { status: outcome.status, data: outcome.body };
  if (typeof outcome === 'object' && outcome !== null && typeof (outcome as ApiAnswer).status === 'number') {
    return outcome as ApiAnswer;
  }
  // No answer at all (network down): status 0, which no table maps to success.
  return { status: 0 };
}

const error = (key: string): Notice => ({ tone: 'error', key: `auth:${key}` });
const success = (key: string): Notice => ({ tone: 'success', key: `auth:${key}` });

/** The server's text when it sent one, otherwise the catalogue fallback. */
function serverOr(answer: ApiAnswer, fallbackKey: string): Notice {
  const text = catalogueMessage(answer.data);
  return text ? { tone: 'error', text } : error(fallbackKey);
}

const LOGIN_ERRORS: Record<number, string> = {
  403: 'errors.login403',
  500: 'errors.login500',
  502: 'errors.login502',
  504: 'errors.login504',
};

/**
 * Login, white-label login and client login share one table; any other answer clears the message.
 * No answer at all reads as the generic login failure rather than silence.
 */
export function loginNotice(answer: ApiAnswer): Notice | null {
  if (answer.status === 429) return serverOr(answer, 'errors.login500');
  if (answer.status === 0) return error('errors.login500');
  const key = LOGIN_ERRORS[answer.status];
  return key ? error(key) : null;
}

const DUPLICATE_KEY = /duplicate key|E11000|já existe/i;

export function isDuplicateSignUp(answer: ApiAnswer): boolean {
  return answer.status === 400 && DUPLICATE_KEY.test(catalogueMessage(answer.data));
}

export function signUpNotice(answer: ApiAnswer): Notice {
  if (isDuplicateSignUp(answer)) return error('errors.signUpDuplicate');
  if (answer.status === 403) return serverOr(answer, 'errors.signUpDefault');
  return error('errors.signUpDefault');
}

/**
 * A social sign-in that came back refused: the catalogue text when the e-mail has another kind of
 * account (409), the server's own text otherwise (state used or expired, provider out of reach).
 */
export function socialNotice(answer: ApiAnswer): Notice {
  if (answer.status === 409) return error('errors.socialExists');
  return serverOr(answer, 'social.failed');
}

export function recoveryNotice(answer: ApiAnswer): Notice {
  return answer.status === 204 ? success('recovery.sent') : error('errors.recovery');
}

export function passwordUpdateNotice(answer: ApiAnswer): Notice {
  if (answer.status === 204) return success('recovery.updated');
  if (answer.status === 400) return serverOr(answer, 'errors.passwordUpdate');
  return error('errors.passwordUpdate');
}

export function resendNotice(answer: ApiAnswer): Notice {
  if (answer.status === 204) return success('activation.resent');
  if (answer.status === 400 || answer.status === 404) return serverOr(answer, 'errors.resend');
  return error('errors.resend');
}

export function activationNotice(answer: ApiAnswer): Notice {
  if (answer.status === 200) return success('activation.activated');
  if (answer.status === 400) return serverOr(answer, 'errors.activation');
  return error('errors.activation');
}

export function companyActivationNotice(answer: ApiAnswer): Notice {
  if (answer.status >= 200 && answer.status < 300) return success('company.activated');
  return serverOr(answer, 'errors.company');
}
