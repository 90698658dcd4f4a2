import type { Decorator } from '@storybook/react-vite';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { type ComponentType, createContext, type ReactNode, use, useMemo } from 'react';
import { RouterPageNavigation } from '@/app/page-navigation/router-page-navigation';

/**
 * `parameters.page` of a screen story: the URL the memory router starts at and, when the screen
 * sits on a route with params, that route's pattern. Any other URL the screen navigates to renders
 * a marker with the location (test id `page-location`), so a play function can assert redirects.
 * A screen that reads with suspense gives its route's loader, pending and error views too, so the
 * story loads the way the app does (decision 350).
 */
export interface PageParameters {
  /** e.g. '/movimentacoes/6650c1?month=2026-03' */
  path: string;
  /** e.g. '/movimentacoes/$payment'; defaults to the pathname of `path`. */
  route?: string;
  /** The route's loader: starts the screen's reads from the URL's search and params. */
  loader?: (
    queryClient: QueryClient,
    search: Record<string, unknown>,
    params: Record<string, string>,
  ) => unknown;
  /** The search values the loader depends on, as the route's `loaderDeps`; the whole search by default. */
  deps?: (search: Record<string, unknown>) => Record<string, unknown>;
  /** The route's pending view, shown at once (no delay) so a story can assert it. */
  pending?: ComponentType;
  /**
   * How long the router keeps the current screen before it shows the pending view: 0 by default, so
   * loading states are assertable; the app's 1 s where a story asserts that the screen stays.
   */
  pendingMs?: number;
  /** The route's error view. */
  error?: ComponentType<ErrorComponentProps>;
  /** The route's view for a loader's `notFound()`: what an unknown id shows, with no error logged. */
  notFound?: ComponentType;
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

function StoryRoot() {
  return (
    <RouterPageNavigation>
      <Outlet />
    </RouterPageNavigation>
  );
}

function PageRouter({ page, children }: { page: PageParameters; children: ReactNode }) {
  const queryClient = useQueryClient();
  const router = useMemo(() => {
    const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: StoryRoot });
    const pattern = page.route ?? new URL(page.path, 'http://story').pathname;
    const { loader } = page;
    const screen = createRoute({
      getParentRoute: () => rootRoute,
      path: pattern,
      component: StoryOutlet,
      loaderDeps: ({ search }) => (page.deps ?? ((all) => all))(search as Record<string, unknown>),
      loader: loader
        ? ({ context, deps, params }) => loader(context.queryClient, deps, params as Record<string, string>)
        : undefined,
      pendingComponent: page.pending,
      pendingMs: page.pendingMs ?? 0,
      errorComponent: page.error,
      notFoundComponent: page.notFound,
    });
    const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
    return createRouter({
      routeTree: rootRoute.addChildren([screen, elsewhere]),
      history: createMemoryHistory({ initialEntries: [page.path] }),
      context: { queryClient },
    });
  }, [page, queryClient]);
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
