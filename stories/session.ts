import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { ME } from '@/testing/money-fakes';

/** A story's `beforeEach`: signed in as `id` with a fresh UI store; the returned cleanup clears both. */
export function signedIn(id: string = ME) {
  startSession({ accessToken: 'story-token', id });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}
