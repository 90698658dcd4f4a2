import { ApiError } from '@/api/http';

/** The server's catalogue text when it sent one (400/403/409), else the screen's fallback. */
export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.status < 500 && failure.message ? failure.message : fallback;
}
