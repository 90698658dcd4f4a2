import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandPlugin } from './scripts/vite-brand-plugin.ts';
import { earlyStartPlugin } from './scripts/vite-early-start-plugin.ts';
import { inlineCssPlugin } from './scripts/vite-inline-css-plugin.ts';
import { precompressPlugin } from './scripts/vite-precompress-plugin.ts';
import { prerenderLoginPlugin } from './scripts/vite-prerender-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const brandId = process.env.BRAND ?? 'default';
if (!existsSync(`${root}brands/${brandId}/brand.json`)) {
  throw new Error(`BRAND=${brandId}: brands/${brandId}/brand.json does not exist`);
}

// The API lives behind /api in every environment; in development Vite forwards it to the real server
// (or to Prism when VITE_API_PROXY points there, see scripts/dev-mock.ts).
const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // The router keeps pending views in the entry by default; ours render a screen's skeletons,
      // which would pull that screen's code into every first visit (decision 350).
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    brandPlugin({ root, brandId }),
    inlineCssPlugin(),
    // The signed-in user's first reads and the month screens' code start before the app has run
    // (decision 422): the screens a page load is measured on.
    earlyStartPlugin({
      root,
      routes: {
        '/movimentacoes': ['src/routes/_app.tsx', 'src/routes/_app/movimentacoes/index.tsx'],
        '/painel': ['src/routes/_app.tsx', 'src/routes/_app/painel.tsx'],
      },
    }),
    precompressPlugin(),
    prerenderLoginPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      // @visx/text's one use of reduce-css-calc, without the math evaluator it brings (decision 370).
      { find: /^reduce-css-calc$/, replacement: `${root}src/ui/charts/css-calc.ts` },
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        // Prism serves the contract without the /api prefix.
      },
      // The development payment gateway's tokeniser and invoice pages live on the server, outside /api.
      '/dev-gateway': { target: apiTarget, changeOrigin: true },
    },
  },
  // The manifest tells the bundle budgets (scripts/check-budgets.ts) which chunks each route loads.
  // One stylesheet (about 8 KB brotli for every screen), inlined in index.html: the first paint waits on
  // no request beyond the page, and navigating never waits on a route's CSS (decision 370).
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    cssCodeSplit: false,
    // Without groups, every small piece of src/ui, src/lib and src/api shared by two routes became a
    // chunk of its own: /movimentacoes made 47 requests, which HTTP/1.1's six connections serialise.
    // Grouped, 27 (charts stay apart: only the screens that draw one load them).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, /login's first visit included (React, React DOM, i18next), as one
            // file: split by which routes share them they were a dozen files of a few hundred bytes.
            {
              name: 'react',
              test: /node_modules\/(react|react-dom|scheduler|i18next|react-i18next)\//,
              priority: 4,
            },
            // What the app adds to it (the router, React Query), which /login's first visit runs
            // without (decision 427).
            {
              name: 'framework',
              test: /node_modules\/@tanstack\/(react-router|router-core|history|react-query|query-core|react-store|store)\//,
              priority: 3,
            },
            // What the entry's loaders and the login form need (src/lib, the button, text fields, the
            // planner's client select and their form binding, the fetch mutator and the plain sign-in
            // calls, the brand, the texts every page paints with, the page take-over helpers) apart from
            // the rest of src/ui, which /login never draws; the chosen month's context, which the root
            // route provides (decision 024). The subscription and card rules stay out:
            // only the shell's trial notice and the subscription screens use them, and this chunk is in
            // every first visit (decision 422). Nothing here may import the router or React Query:
            // /login's first visit loads this chunk without them (decision 427).
            {
              name: 'base',
              test: /src\/(lib\/(?!subscription|card-validation)|ui\/(button|text-field|select)\/|ui\/month-selector\/chosen-month\.|ui\/form\/(form-text-field|form-select|field-binding|form-element)\.|api\/(http|early-responses)\.ts|api\/gen\/(calls|model)\/|app\/(brand\/|i18n\.ts|handover\.ts|prerendered-page\.ts|page-navigation\/page-navigation\.tsx|session\/session-st))|locales\/pt-BR\/(common|ui|shell|routes)\.json/,
              minShareCount: 2,
              priority: 2,
            },
            // The login views, which /login's first visit and the app's access screens share.
            {
              name: 'access',
              test: /src\/features\/auth\/(login|shared|social\/(?!providers)|clients\/clients\.ts)/,
              minShareCount: 2,
              priority: 2,
            },
            { name: 'ui', test: /src\/ui\/(?!charts)/, minShareCount: 2, priority: 1 },
            { name: 'api', test: /src\/api\//, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
