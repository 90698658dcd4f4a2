import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandProvider } from '@/app/brand';
import { createI18n } from '@/app/i18n';
import { DEFAULT_BRAND_ID, storyBrands } from './brands';

const i18nByBrand = new Map<string, I18n>();

function i18nFor(brandId: string): I18n {
  let instance = i18nByBrand.get(brandId);
  if (!instance) {
    instance = createI18n(storyBrands.get(brandId)?.overrides);
    i18nByBrand.set(brandId, instance);
  }
  return instance;
}

function StoryQueryClient({ children }: { children: React.ReactNode }) {
  // A fresh cache per story: no story sees another's data; failures show at once (no retries).
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Brand (toolbar global `brand`, or `parameters.brand` to pin one), its theme variables, its texts
 * and a React Query client around every story.
 */
export const withProviders: Decorator = (Story, context) => {
  const requested =
    (context.parameters.brand as string | undefined) ?? (context.globals.brand as string | undefined);
  const brandId = requested && storyBrands.has(requested) ? requested : DEFAULT_BRAND_ID;
  const entry = storyBrands.get(brandId);
  const content = (
    <I18nextProvider i18n={i18nFor(brandId)}>
      <StoryQueryClient>
        <div
          data-brand={brandId}
          style={{
            minHeight: '100%',
            padding: context.parameters.layout === 'fullscreen' ? 0 : 16,
            background: 'var(--color-bg)',
            color: 'var(--color-text)',
            fontFamily: 'var(--font-family)',
          }}
        >
          <Story />
        </div>
      </StoryQueryClient>
    </I18nextProvider>
  );
  return entry ? <BrandProvider brand={entry.brand}>{content}</BrandProvider> : content;
};
