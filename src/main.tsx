import '@/ui/theme/base.css';
import { localeOverrides } from 'virtual:brand';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { buildBrand } from '@/app/brand';
import { heldAppStart } from '@/app/handover';
import { createI18n } from '@/app/i18n';
import { markFirstView, prerenderedPath, takeOverPage } from '@/app/prerendered-page';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { claimDailyReload } from '@/app/session/session-storage';
import { getStorage, onLogout } from '@/app/session/session-store';
import { resetUiState } from '@/app/ui-store';
import { deviceTodayIso } from '@/lib/dates';

// A fresh page load counts as today's reload: only a tab left open into a new day reloads itself.
claimDailyReload(getStorage(), deviceTodayIso());

const queryClient = createQueryClient();
const i18n = createI18n(localeOverrides);
const router = createAppRouter({ queryClient, brand: buildBrand });
document.documentElement.lang = 'pt-BR';
document.documentElement.dataset.brand = buildBrand.id;
document.title = buildBrand.brand;

onLogout((reason) => {
  queryClient.clear();
  resetUiState();
  // A user that failed to load is already on its way to /login through the route guard.
  if (reason !== 'user-load-failed') void router.navigate({ to: '/login', replace: true });
});

// The router's default `pendingMs`: how long a loading route shows nothing before its pending view.
const FIRST_FRAME_WAIT_MS = 1000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} brand={buildBrand} />
  </StrictMode>
);
const held = heldAppStart();
const shownByPage = prerenderedPath(root, window.location.pathname);
if (held) {
  // Loaded by /login's first visit once its form was used: the login views hand the page over
  // when the person goes on (decision 427).
  void held.then(({ root: handedOver, to }) => {
    markFirstView(null);
    router.history.push(to);
    return mountWhenLoaded(handedOver);
  });
} else if (shownByPage) void mountOverPage(root, shownByPage);
else void mountWhenLoaded(root);

/**
 * The router shows nothing for a route's first second of loading anyway (its default `pendingMs`),
 * so the first frame waits up to that long for the route's code and data (the month screens' pages
 * show the shell's frame meanwhile), then renders in a transition: React draws the whole screen in
 * slices of a few milliseconds instead of one task that keeps a phone from answering taps (issue 12,
 * decision 423). A route still loading after that second renders as before, with its pending view.
 * Handed over by the login entry, the app renders into the login views' root (decision 427).
 */
async function mountWhenLoaded(into: HTMLElement | Root) {
  settleAddress();
  // A task of its own for the first load: evaluating the scripts is one long task already.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_FRAME_WAIT_MS)),
  ]);
  const reactRoot = into instanceof HTMLElement ? createRoot(into) : into;
  startTransition(() => reactRoot.render(app));
}

/**
 * Writes the search defaults into the address (/painel → /painel?month=…) before the first load, as
 * the router's mount would do after it: done then, it loads the route a second time and redraws the
 * screen in one task.
 */
function settleAddress() {
  // The address may have moved since the router was made (the login entry's hand-over pushes it).
  router.updateLatestLocation();
  const location = router.latestLocation;
  const settled = router.buildLocation({
    to: location.pathname,
    search: true,
    params: true,
    hash: true,
    state: true,
    _includeValidateSearch: true,
  });
  if (settled.publicHref !== location.publicHref) router.history.replace(settled.publicHref, location.state);
}

/**
 * The page arrived with this path's first view (decision 375): the route's code and texts load
 * first, so the app's first frame replaces the markup with the same view, then what the person typed
 * meanwhile goes back into the fields, and a button they pressed meanwhile is pressed again.
 */
async function mountOverPage(element: HTMLElement, path: string) {
  markFirstView(path);
  router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== path) markFirstView(null);
  });
  await router.load().catch(() => undefined);
  takeOverPage(element, () => app);
}
