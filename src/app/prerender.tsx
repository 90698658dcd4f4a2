import { localeOverrides } from 'virtual:brand';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { LoginScreen } from '@/features/auth';
import { ShellFrame } from '@/features/shell';
import { BrandProvider, buildBrand } from './brand';
import { documentTitle, headingOfMarkup } from './document-title';
import { createI18n, loadNamespaces } from './i18n';
import { createQueryClient } from './query-client';
import type { AppRouter } from './router';
import { createAppRouter } from './router';

/** A page's markup and the tab title its h1 gives it (audit G1), for the build to put in its HTML. */
export interface PrerenderedPage {
  html: string;
  title: string;
}

/** The markup of /login as the app first paints it, for the build to put in its HTML (decision 375). */
export async function prerenderLogin(): Promise<PrerenderedPage> {
  return render('/login', ['auth'], () => <LoginScreen appearAfterMs={0} />, { loadRoute: true });
}

/** The signed-in pages the build writes with the shell's frame in them, and each screen's title. */
export const FRAMED_PAGES = {
  '/painel': () => buildBrand.dashboardTitle,
  '/movimentacoes': (t: TFunction) => t('transactions:title'),
} as const satisfies Record<string, (t: TFunction) => string>;

/** The shell's frame around `path`'s title (decision 423), for the build to put in that page. */
export async function prerenderFrame(path: keyof typeof FRAMED_PAGES): Promise<PrerenderedPage> {
  // The month routes' own load needs a session; the frame needs only the path.
  return render(path, ['shell', 'ui', 'transactions'], (t) => <ShellFrame title={FRAMED_PAGES[path](t)} />, {
    loadRoute: false,
  });
}

async function render(
  path: string,
  namespaces: string[],
  view: (t: TFunction) => ReactNode,
  { loadRoute }: { loadRoute: boolean },
): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router: AppRouter = createAppRouter({ queryClient, brand: buildBrand, history });
  const i18n = createI18n(localeOverrides);
  await Promise.all([loadRoute ? router.load() : undefined, loadNamespaces(namespaces)]);
  const { prelude } = await prerenderToNodeStream(
    <BrandProvider brand={buildBrand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterContextProvider router={router}>{view(i18n.t)}</RouterContextProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, title: documentTitle(i18n.t, headingOfMarkup(html), buildBrand.brand) };
}
