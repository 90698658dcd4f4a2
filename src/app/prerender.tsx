import { localeOverrides } from 'virtual:brand';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { LoginScreen } from '@/features/auth';
import { BrandProvider, buildBrand } from './brand';
import { createI18n, loadNamespaces } from './i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** The markup of /login as the app first paints it, for the build to put in its HTML (decision 375). */
export async function prerenderLogin(): Promise<string> {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: ['/login'] });
  const router = createAppRouter({ queryClient, brand: buildBrand, history });
  const i18n = createI18n(localeOverrides);
  await Promise.all([router.load(), loadNamespaces(['auth'])]);
  const { prelude } = await prerenderToNodeStream(
    <BrandProvider brand={buildBrand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterContextProvider router={router}>
            <LoginScreen appearAfterMs={0} />
          </RouterContextProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
