import type { ErrorInfo } from 'react';
import { isCallFailure } from '@/api/http';

/**
 * React's `onCaughtError`: an error a route's error view caught. A failed call is already on the
 * screen in pt-BR with its retry, so only what is not one (a programming error) reaches the console,
 * with the component stack React would have written.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (isCallFailure(error)) return;
  console.error(error, info.componentStack);
}
