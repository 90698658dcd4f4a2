import { createFileRoute, Outlet } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { AppShell } from '@/features/shell';
import { globalModals } from './-global-modals';

/** The main container: every child needs a session (spec 1) and renders inside the shell. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: MainContainer,
});

function MainContainer() {
  return (
    <AppShell modals={globalModals}>
      <Outlet />
    </AppShell>
  );
}
