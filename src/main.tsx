import '@/ui/theme/base.css';
import { localeOverrides } from 'virtual:brand';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { buildBrand } from '@/app/brand';
import { reportCaughtError } from '@/app/caught-errors';
import { documentTitle, followScreenTitle } from '@/app/document-title';
import { heldAppStart } from '@/app/handover';
import { createI18n } from '@/app/i18n';
import { markFirstView, prerenderedPath, takeOverPage } from '@/app/prerendered-page';
import { createQueryClient } from '@/app/query-client';
import { type AppRouter, createAppRouter } from '@/app/router';
import { followsIntoClient } from '@/app/session/planner-return';
import { claimDailyReload } from '@/app/session/session-storage';
import { getStorage, onLogout, onSessionReplaced } from '@/app/session/session-store';
import { resetUiState } from '@/app/ui-store';
import { deviceTodayIso } from '@/lib/dates';

// The router's default `pendingMs`: how long a loading route shows nothing before its pending view.
const FIRST_FRAME_WAIT_MS = 1000;

/** Ends the current task: what follows runs in a task of its own, after the browser's waiting work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();

/**
 * The app starts in phases, each in a task of its own. Evaluating the scripts is one long task
 * already, and the texts, the router and the address each add 5-20 ms to it here. On a phone that is
 * four times as long, so that much longer a tap waits (issue 12, decision 378).
 */
async function start() {
  // A fresh page load counts as today's reload: only a tab left open into a new day reloads itself.
  claimDailyReload(getStorage(), deviceTodayIso());
  document.documentElement.lang = 'pt-BR';
  document.documentElement.dataset.brand = buildBrand.id;
  await nextTask();
  const queryClient = createQueryClient();
  const i18n = createI18n(localeOverrides);
  followScreenTitle(document, (screen, section) => documentTitle(i18n.t, screen, buildBrand.brand, section));
  await nextTask();
  const router = createAppRouter({ queryClient, brand: buildBrand });
  onSessionReplaced(({ elsewhere, clientAccessEnded }) => {
    queryClient.clear();
    resetUiState();
    // The client took the planner's access away: back to the planner's own list, which says so.
    if (clientAccessEnded) void router.navigate({ to: '/clientes', replace: true });
    // Another tab changed the person: this tab's screen reads again as them, where it is, except the
    // planner's list, whose start would end the client session just entered there (audit AG4).
    else if (elsewhere && followsIntoClient(router.state.location.pathname))
      void router.navigate({ to: '/painel', replace: true });
    else if (elsewhere) void router.invalidate();
  });
  onLogout((reason) => {
    resetUiState();
    // A user that failed to load is already on its way to /login through the route guard.
    if (reason === 'user-load-failed') return queryClient.clear();
    // Emptied under the signed-in screens, the cache would have them ask again at once, with no
    // token (two 401s, audit F5): it is emptied once /login has taken their place.
    void router.navigate({ to: '/login', replace: true }).finally(() => queryClient.clear());
  });

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
    const { root: handedOver, to } = await held;
    markFirstView(null);
    router.history.push(to);
    await mountWhenLoaded(router, app, handedOver);
  } else if (shownByPage) await mountOverPage(router, app, root, shownByPage);
  else await mountWhenLoaded(router, app, root);
}

/**
 * The router shows nothing for a route's first second of loading anyway (its default `pendingMs`),
 * so the first frame waits up to that long for the route's code and data (the month screens' pages
 * show the shell's frame meanwhile), then renders in a transition: React draws the whole screen in
 * slices of a few milliseconds instead of one task that keeps a phone from answering taps (issue 12,
 * decision 423). A route still loading after that second renders as before, with its pending view.
 * Handed over by the login entry, the app renders into the login views' root (decision 427).
 */
async function mountWhenLoaded(router: AppRouter, app: ReactNode, into: HTMLElement | Root) {
  await nextTask();
  settleAddress(router);
  await nextTask();
  await Promise.race([
    router.load().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, FIRST_FRAME_WAIT_MS)),
  ]);
  const reactRoot =
    into instanceof HTMLElement ? createRoot(into, { onCaughtError: reportCaughtError }) : into;
  startTransition(() => reactRoot.render(app));
}

/**
 * Writes the search defaults into the address (/painel → /painel?month=…) before the first load, as
 * the router's mount would do after it: done then, it loads the route a second time and redraws the
 * screen in one task.
 */
function settleAddress(router: AppRouter) {
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
async function mountOverPage(router: AppRouter, app: ReactNode, element: HTMLElement, path: string) {
  markFirstView(path);
  router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== path) markFirstView(null);
  });
  await router.load().catch(() => undefined);
  takeOverPage(element, () => app);
}
