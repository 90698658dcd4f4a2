import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { brandPlugin } from './scripts/vite-brand-plugin.ts';
import { LongFilesFirst } from './server/test/long-files-first.ts';

// Business dates are Brazilian: every test runs in the users' time zone.
process.env.TZ = 'America/Sao_Paulo';

const src = fileURLToPath(new URL('./src', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.sh installs it). A fresh
// object per call: vitest refuses a browser config shared between projects.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

const storyDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-form',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'i18next',
  'react-i18next',
  'valibot',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  '@visx/visx',
  '@faker-js/faker',
  // Imported only inside the onboarding's spreadsheet workers: found late, it would be optimised in the
  // middle of a run and reload the page under the stories that use it.
  'exceljs',
];

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    // A worker per core: Vitest's default in a run is one fewer, which on the 2-core CI machine ran
    // the unit and server files one at a time (decision 399). Projects without file parallelism
    // (stories, journeys) still run one file at a time.
    maxWorkers: availableParallelism(),
    // The longest server files start first, so no worker runs one alone at the end (decision 399).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // One module graph per worker: a file's time went to importing the server, not to its
          // tests. Each file still builds its own app on its own database (decision 399).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'i18n',
          environment: 'node',
          include: ['tests/i18n/**/*.test.ts'],
          // Each test parses the whole source tree: about 2 s idle, past the 5 s default once on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Every story is a test: it renders in Chromium, runs its play function and the a11y checks.
        plugins: [storybookTest({ configDir: '.storybook' }), brandPlugin({ root, brandId: 'default' })],
        // Pre-bundle every runtime dependency up front: a dependency discovered mid-run makes Vite
        // re-optimise and reload, and a cold cache (a fresh clone) then sees two Reacts.
        optimizeDeps: { include: storyDependencies },
        test: {
          name: 'stories',
          browser: chromiumBrowser(),
          // Story files run one after another: files run side by side share the page's origin, so one
          // file's session in localStorage (a planner's login, say) leaks into another's.
          fileParallelism: false,
          // A story that waits on timers (snack bars, auto-closing results) can lose a race on a loaded
          // 2-core machine; a real failure fails all three tries.
          retry: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
