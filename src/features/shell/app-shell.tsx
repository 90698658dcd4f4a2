import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actsAsPlanner } from '@/app/guards';
import { endSession, useCurrentUser, useSession } from '@/app/session';
import { requestConfirmation, setSidebarOpen, useUiState } from '@/app/ui-store';
import { GlobalModalHost, type GlobalModalRegistry } from './shell-hosts';
import { ShellLayout } from './shell-layout';

export interface AppShellProps {
  children: ReactNode;
  modals: GlobalModalRegistry;
  /** Bank connectors need attention (computed by the route from the bank accesses). */
  settingsAttention: boolean;
}

/** The main container: the shell around every signed-in screen, fed by the session and the UI store. */
export function AppShell({ children, modals, settingsAttention }: AppShellProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { plannerLogin } = useSession();
  const sidebarOpen = useUiState((ui) => ui.sidebarOpen);

  async function logout() {
    const confirmed = await requestConfirmation({
      title: t('shell:logout.link'),
      message: t('shell:logout.question'),
      confirmLabel: t('shell:logout.confirm'),
      danger: true,
    });
    if (confirmed) endSession('user');
  }

  return (
    <ShellLayout
      actsAsPlanner={actsAsPlanner({ user: user ?? null, hasPlannerLogin: plannerLogin !== null })}
      canLogout={!user?.company}
      settingsAttention={settingsAttention}
      open={sidebarOpen}
      onToggleSidebar={setSidebarOpen}
      onLogout={() => void logout()}
    >
      {children}
      <GlobalModalHost registry={modals} />
    </ShellLayout>
  );
}
