// /login's first visit (decision 427): the page arrives with the login view in its markup (decision
// 375) and this entry, which runs that view with React and i18next alone: the router, React Query and
// the screens load only when the person goes on from it. The app's own entry then takes the page over
// at the new address, in the same document, so what this visit holds in memory (the planner's
// credentials for switching clients) carries over. The build names the app's entry and the files it
// imports on the early script (`data-app`, scripts/vite-prerender-plugin.ts).
import { localeOverrides } from 'virtual:brand';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider, buildBrand } from '@/app/brand';
import { handOver, holdAppStart } from '@/app/handover';
import { createI18n, loadNamespaces } from '@/app/i18n';
import { type AppPath, navigationBy, PageNavigationProvider } from '@/app/page-navigation';
import { markFirstView, prerenderedPath, remainingAppearDelay, takeOverPage } from '@/app/prerendered-page';
import { getSessionSnapshot } from '@/app/session/session-store';
import { LOGIN_APPEAR_MS, LoginScreen } from '@/features/auth';

const appFiles: string[] = JSON.parse(document.querySelector<HTMLElement>('[data-app]')?.dataset.app ?? '[]');

/** Runs the app's entry (the first of its files). */
async function runApp(): Promise<void> {
  const [entry] = appFiles;
  if (!entry) throw new Error('login.html names no app entry');
  await import(/* @vite-ignore */ entry);
}

let appLoaded: Promise<void> | undefined;

/** Loads the app with its start held until the person goes on (`goOn`). Once. */
function loadHeldApp(): Promise<void> {
  if (!appLoaded) {
    holdAppStart();
    for (const file of appFiles) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
    appLoaded = runApp();
  }
  return appLoaded;
}

const element = document.getElementById('root');
if (!element) throw new Error('login.html has no #root');
// A stored session is the app's to route (the login guard sends it on): start the app over the page.
if (
  getSessionSnapshot().session === null &&
  prerenderedPath(element, window.location.pathname) === '/login'
) {
  void mountLogin(element);
} else {
  void runApp();
}

/** Takes the page's login view over as the app would (src/main.tsx, `mountOverPage`). */
async function mountLogin(page: HTMLElement) {
  markFirstView('/login');
  const i18n = createI18n(localeOverrides);
  await loadNamespaces(['auth']);
  takeOverPage(page, (root) => (
    <BrandProvider brand={buildBrand}>
      <I18nextProvider i18n={i18n}>
        <PageNavigationProvider value={navigationBy((to) => goOn(root, to))}>
          <LoginScreen
            appearAfterMs={remainingAppearDelay('/login', LOGIN_APPEAR_MS)}
            returnTo={new URLSearchParams(window.location.search).get('redirect') ?? undefined}
          />
        </PageNavigationProvider>
      </I18nextProvider>
    </BrandProvider>
  ));
  // The person starts filling the form (or submits a filled one): the app loads and evaluates while
  // they type and while the sign-in call runs, not after its answer. Nothing is loaded for a visit
  // that does not use the form.
  const start = () => void loadHeldApp().catch(() => undefined);
  // A field focused before the take-over has its focus back already: no focusin will come.
  if (page.contains(document.activeElement)) start();
  page.addEventListener('focusin', start, { once: true });
  page.addEventListener('submit', start, { capture: true, once: true });
}

/**
 * Goes on to `to` with the app, which renders into this view's root (the login view stays on screen
 * until the app's first frame replaces it) after pushing the address (a history entry, so Back
 * returns to /login). The caller stays busy until then: it never hears back, since its view is gone.
 * Should the app's code fail to load, the browser loads the address as a new page instead.
 */
async function goOn(root: Root, to: AppPath): Promise<void> {
  const loaded = loadHeldApp();
  handOver({ root, to });
  try {
    await loaded;
  } catch {
    window.location.assign(to);
  }
  return new Promise<void>(() => undefined);
}
