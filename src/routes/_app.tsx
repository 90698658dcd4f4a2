import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { enforce, requireSession } from '@/app/route-guard';
import { AppShell, ScreenCodeLoading } from '@/features/shell';
import { globalModals } from './-global-modals';

/**
 * The main container: every child needs a session (spec 1) and renders inside the shell. Without a
 * stored session nothing loads; the user-dependent rules run in the loaders, beside the child's data,
 * but for a session known to wait for activation (decision 161).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireSession(context, location.href),
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: MainContainer,
});

function MainContainer() {
  return (
    <AppShell modals={globalModals}>
      {/* A screen's pending view is code of its own (decision 350): on a slow connection it can
          still be on its way when the router shows it, and without a boundary here the whole app,
          menu included, went blank until it came (audit W3). */}
      <Suspense fallback={<ScreenCodeLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}
