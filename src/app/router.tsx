import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { Brand } from './brand/brand-schema';
import { setSidebarOpen } from './ui-store';

export function createAppRouter({
  queryClient,
  brand,
  history,
}: {
  queryClient: QueryClient;
  brand: Brand;
  /** The browser's by default; the build's prerender passes a memory history (decision 375). */
  history?: RouterHistory;
}) {
  let previousPath: string | undefined;
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, brand, previousPath: () => previousPath },
    defaultPreload: 'intent',
    // Route loaders prefetch into React Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => {
    previousPath = event.toLocation.pathname;
  });
  // Spec 1: the sidebar closes before each navigation (it is a drawer on narrow screens).
  router.subscribe('onBeforeNavigate', () => setSidebarOpen(false));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
