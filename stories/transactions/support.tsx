import type { ReactNode } from 'react';
import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { moneyGlobalModals } from '@/features/money-modals';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { ME } from '@/testing/money-fakes';

/** Signs the story's person in (the screens read the current user) and clears the UI store after. */
export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

/** What the shell would add around a screen: the confirmation modal and the global money modals. */
export function WithHosts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ConfirmationHost />
      <GlobalModalHost registry={moneyGlobalModals} />
    </>
  );
}
