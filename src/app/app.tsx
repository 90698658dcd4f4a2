import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { type Brand, BrandProvider } from './brand';
import type { AppRouter } from './router';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
  brand: Brand;
}

export function App({ router, queryClient, i18n, brand }: AppProps) {
  return (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </BrandProvider>
  );
}
