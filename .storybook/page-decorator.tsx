import type { Decorator } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { createContext, type ReactNode, use, useMemo } from 'react';

/**
 * `parameters.page` of a screen story: the URL the memory router starts at and, when the screen
 * sits on a route with params, that route's pattern. Any other URL the screen navigates to renders
 * a marker with the location (test id `page-location`), so a play function can assert redirects.
 */
export interface PageParameters {
  /** e.g. '/movimentacoes/6650c1?month=2026-03' */
  path: string;
  /** e.g. '/movimentacoes/$payment'; defaults to the pathname of `path`. */
  route?: string;
}

const StoryContext = createContext<ReactNode>(null);

function StoryOutlet() {
  return use(StoryContext);
}

function Elsewhere() {
  const location = useRouterState({ select: (state) => state.location });
  return (
    <output data-testid="page-location">
      {location.pathname}
      {location.searchStr}
    </output>
  );
}

function PageRouter({ page, children }: { page: PageParameters; children: ReactNode }) {
  const router = useMemo(() => {
    const rootRoute = createRootRoute({ component: Outlet });
    const pattern = page.route ?? new URL(page.path, 'http://story').pathname;
    const screen = createRoute({ getParentRoute: () => rootRoute, path: pattern, component: StoryOutlet });
    const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
    return createRouter({
      routeTree: rootRoute.addChildren([screen, elsewhere]),
      history: createMemoryHistory({ initialEntries: [page.path] }),
    });
  }, [page.path, page.route]);
  return (
    <StoryContext value={children}>
      <RouterProvider router={router} />
    </StoryContext>
  );
}

/** Mounts the story inside a TanStack memory router when the story sets `parameters.page`. */
export const withPage: Decorator = (Story, context) => {
  const page = context.parameters.page as PageParameters | undefined;
  if (!page) return <Story />;
  return (
    <PageRouter page={page}>
      <Story />
    </PageRouter>
  );
};
