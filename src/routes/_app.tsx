import { createFileRoute, Outlet } from '@tanstack/react-router';
import { enforce, requireSession } from '@/app/route-guard';
import { AppShell } from '@/features/shell';
import { globalModals } from './-global-modals';

/**
 * The main container: every child needs a session (spec 1) and renders inside the shell. Without a
 * stored session nothing loads; the user-dependent rules run in the loaders, beside the child's data,
 * but for a session known to wait for activation (decision 161).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => requireSession(context),
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: MainContainer,
});

function MainContainer() {
  return (
    <AppShell modals={globalModals}>
      <Outlet />
    </AppShell>
  );
}
