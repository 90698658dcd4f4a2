import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { prepareNavigation } from '@/app/navigation-user';
import type { RouterContext } from '@/app/router-context';
import { NotFoundScreen, RouteErrorScreen } from '@/features/shell';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => prepareNavigation(context, location.pathname),
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
});
