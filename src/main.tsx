import '@/ui/theme/base.css';
import { localeOverrides } from 'virtual:brand';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { buildBrand } from '@/app/brand';
import { createI18n } from '@/app/i18n';
import { markFirstView, prerenderedPath, readTyping, restoreTyping } from '@/app/prerendered-page';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { claimDailyReload } from '@/app/session/session-storage';
import { getStorage, onLogout } from '@/app/session/session-store';
import { resetUiState } from '@/app/ui-store';
import { todayIso } from '@/lib/dates';

// A fresh page load counts as today's reload: only a tab left open into a new day reloads itself.
claimDailyReload(getStorage(), todayIso());

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, brand: buildBrand });
const i18n = createI18n(localeOverrides);
document.documentElement.lang = 'pt-BR';
document.documentElement.dataset.brand = buildBrand.id;
document.title = buildBrand.brand;

onLogout((reason) => {
  queryClient.clear();
  resetUiState();
  // A user that failed to load is already on its way to /login through the route guard.
  if (reason !== 'user-load-failed') void router.navigate({ to: '/login', replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} brand={buildBrand} />
  </StrictMode>
);
const shownByPage = prerenderedPath(root, window.location.pathname);
if (shownByPage) void mountOverPage(root, shownByPage);
else createRoot(root).render(app);

/**
 * The page arrived with this path's first view (decision 375): the route's code and texts load
 * first, so the app's first frame replaces the markup with the same view, then what the person typed
 * meanwhile goes back into the fields.
 */
async function mountOverPage(element: HTMLElement, path: string) {
  markFirstView(path);
  router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== path) markFirstView(null);
  });
  await router.load().catch(() => undefined);
  const typed = readTyping(element);
  const reactRoot = createRoot(element);
  delete element.dataset.prerendered;
  flushSync(() => reactRoot.render(app));
  restoreTyping(element, typed);
}
