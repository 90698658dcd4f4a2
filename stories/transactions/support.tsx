import type { SetupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { startSession } from '@/app/session';
import { resetUiState } from '@/app/ui-store';
import { moneyGlobalModals } from '@/features/money-modals';
import { ConfirmationHost, GlobalModalHost } from '@/features/shell/shell-hosts';
import { ME, moneyHandlers } from '@/testing/money-fakes';

/** Signs the story's person in (the screens read the current user) and clears the UI store after. */
export function signedIn() {
  startSession({ accessToken: 'story-token', id: ME });
  resetUiState();
  return () => {
    resetUiState();
    localStorage.clear();
  };
}

/** The money screens' setup: the fakes answer every money call and the person is signed in. */
export function withMoneyFakes(msw: Pick<SetupWorker, 'use'>) {
  msw.use(...moneyHandlers());
  return signedIn();
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
