import type { TFunction } from 'i18next';

/** The first schema issue of a field, translated: the schemas' messages are locale keys. */
export function fieldError(errors: readonly unknown[], t: TFunction): string | undefined {
  const first = errors.find((error) => error !== undefined && error !== null);
  if (first === undefined) return undefined;
  const key = typeof first === 'string' ? first : (first as { message?: unknown }).message;
  return typeof key === 'string' ? t(key) : undefined;
}
