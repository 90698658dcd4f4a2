import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { loadAllNamespaces } from '@/app/i18n';
import { setSessionStorage } from '@/app/session/session-store';
import { startStoryWorker } from '@/testing/msw';
import '@/ui/theme/base.css';
import { DEFAULT_BRAND_ID, storyBrands } from './brands';
import { withPage } from './page-decorator';
import { withProviders } from './providers-decorator';

const preview: Preview = {
  // The worker starts once with the contract's generated handlers; each story adds its own on top
  // with `beforeEach({ msw }) { msw.use(...) }`, and they are reset between stories.
  // Stories render screens and modals outside the routes that load their texts: load them all.
  loaders: [mswLoader(startStoryWorker), loadAllNamespaces],
  // Later decorators wrap earlier ones: providers outside, the page router inside.
  decorators: [withPage, withProviders],
  beforeEach({ parameters }) {
    // Every story starts from an empty session, whatever story or file ran before it in this page:
    // the session module keeps a snapshot in memory, so it is re-read after the storage changes.
    localStorage.clear();
    // `parameters.localStorage` seeds what the session module reads (token, id, currency...).
    const seed = (parameters.localStorage ?? {}) as Record<string, string>;
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    setSessionStorage(window.localStorage);
    return () => {
      localStorage.clear();
      setSessionStorage(window.localStorage);
    };
  },
  globalTypes: {
    brand: {
      description: 'Marca (brands/<id>)',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: [...storyBrands.entries()].map(([id, { brand }]) => ({ value: id, title: brand.brand })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND_ID },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Serious accessibility violations fail the story test.
    a11y: { test: 'error' },
  },
};

export default preview;
