import type { TFunction } from 'i18next';
import { ApiError, isCallFailure } from '@/api/http';
import type { Outcome } from './result-view';

/** No answer came back at all (offline, a dropped connection): fetch failed before any status. */
export function isConnectionLost(failure: unknown): boolean {
  return isCallFailure(failure) && !(failure instanceof ApiError);
}

/** A failed save: the screen's `message`, and the catalogue's communication error when the network was the cause. */
export function failureOutcome(failure: unknown, message: string, t: TFunction): Outcome {
  return isConnectionLost(failure)
    ? { tone: 'failure', message, detail: t('money-modals:result.connectionLost') }
    : { tone: 'failure', message };
}
