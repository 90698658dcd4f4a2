import type { ReactNode } from 'react';
import { actsAsPlanner } from '@/app/guards';
import { useActsForAnother, useCurrentUser, useSession } from '@/app/session';
import { setSidebarOpen, useUiState } from '@/app/ui-store';
import { GlobalModalHost, type GlobalModalRegistry } from './shell-hosts';
import { ShellLayout } from './shell-layout';
import { useLogout } from './use-logout';
import { useSettingsAttention } from './use-settings-attention';

export interface AppShellProps {
  children: ReactNode;
  modals: GlobalModalRegistry;
}

/** The main container: the shell around every signed-in screen, fed by the session and the UI store. */
export function AppShell({ children, modals }: AppShellProps) {
  const user = useCurrentUser();
  const { plannerLogin } = useSession();
  const actsForAnother = useActsForAnother();
  const sidebarOpen = useUiState((ui) => ui.sidebarOpen);

  const logout = useLogout();
  const settingsAttention = useSettingsAttention();

  return (
    <ShellLayout
      actsAsPlanner={actsAsPlanner({ user: user ?? null, hasPlannerLogin: plannerLogin !== null })}
      // A company's own people have no logout (spec 1); a planner acting for one is not one of them.
      canLogout={!user?.company || plannerLogin !== null}
      user={user ? { name: user.name, image: user.image } : undefined}
      settingsAttention={settingsAttention}
      subscription={user?.subscription}
      canSubscribe={!actsForAnother}
      open={sidebarOpen}
      onToggleSidebar={setSidebarOpen}
      onLogout={() => void logout()}
    >
      {children}
      <GlobalModalHost registry={modals} />
    </ShellLayout>
  );
}
