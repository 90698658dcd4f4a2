import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { prepareNavigation } from '@/app/navigation-user';
import { RouterPageNavigation } from '@/app/page-navigation/router-page-navigation';
import type { RouterContext } from '@/app/router-context';
// Not the feature's index: that would put the whole shell (and what it imports) in the entry chunk.
import { NotFoundScreen, RouteErrorScreen } from '@/features/shell/placeholder-screen';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => prepareNavigation(context, location.pathname),
  component: RootView,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});

function RootView() {
  return (
    <RouterPageNavigation>
      <Outlet />
    </RouterPageNavigation>
  );
}
