import type { TFunction } from 'i18next';
import { ApiError } from '@/api/http';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A refusal of the contract's schema words each field by its request path ('debit não deve ter
 * mais que 500 elementos'): the wizard built that request, so the person is told in the
 * catalogue's words instead. The server's own refusals (one catalogue sentence, repeated on its
 * field) are shown as sent.
 */
function isSchemaRefusal(body: unknown): boolean {
  if (!isRecord(body) || !Array.isArray(body.errors)) return false;
  return body.errors.some((item) => !isRecord(item) || item.message !== body.message);
}

/** What the wizard shows when saving failed. */
export function saveErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('onboarding:errors.save');
  if (isSchemaRefusal(error.body)) return t('onboarding:errors.rejected');
  return error.message || t('onboarding:errors.save');
}
