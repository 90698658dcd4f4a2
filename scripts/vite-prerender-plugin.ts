import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { compressBeside } from './vite-precompress-plugin.ts';

// Spec 1: the login view appears 300 ms after the page. The page's own markup keeps that delay with
// CSS, so the view shows at the same moment whether or not the scripts have run by then.
const APPEAR =
  '<style>#root[data-prerendered]>*{animation:prerendered-appear 0s 300ms both}@keyframes prerendered-appear{from{visibility:hidden}}</style>';

/**
 * /login's page starts the app only once its view has been painted (decision 424): the entry's script
 * tag becomes a preload, and the early script (src/app/deferred-entry.ts) is told which file to start.
 */
function withDeferredEntry(page: string): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  const early = '<script type="module" async src=';
  if (!tag?.[1] || !page.includes(early)) throw new Error('index.html has no entry or early script to defer');
  return page
    .replace(tag[0], () => `<link rel="modulepreload" crossorigin href="${tag[1]}">`)
    .replace(early, () => `<script data-entry="${tag[1]}" type="module" async src=`);
}

/**
 * Writes `login.html`: the built page with /login's first view already in it (decision 375), so a
 * phone paints the form as soon as the page arrives instead of after the scripts download and run.
 * The markup comes from the same components (src/app/prerender.tsx), rendered by Vite's SSR loader
 * with the build's brand; the app then mounts over it without a visible change (src/main.tsx).
 *
 * Also writes a page per signed-in screen of `FRAMED_PAGES` (`painel.html`, `movimentacoes.html`)
 * with the shell's frame in it (decision 423): a picture of the screen to come, which the app's
 * first frame replaces.
 */
export function prerenderLoginPlugin(): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  // Only the app's own build has a /login to prerender (Storybook's build uses the same plugins).
  let buildsApp = false;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    generateBundle(_options, bundle) {
      buildsApp = Object.values(bundle).some(
        (output) =>
          output.type === 'chunk' &&
          output.isEntry &&
          output.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
      );
    },
    async closeBundle() {
      if (!buildsApp) return;
      const server = await createServer({
        configFile,
        mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const { prerenderLogin, prerenderFrame, FRAMED_PAGES } = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as {
          prerenderLogin: () => Promise<string>;
          prerenderFrame: (path: string) => Promise<string>;
          FRAMED_PAGES: Record<string, unknown>;
        };
        const page = readFileSync(join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!page.includes(root)) throw new Error('index.html has no empty #root to prerender into');
        const write = (path: string, html: string) => {
          const file = join(outDir, `${path.slice(1)}.html`);
          writeFileSync(file, html);
          compressBeside(file);
        };
        const login = await prerenderLogin();
        write(
          '/login',
          withDeferredEntry(page)
            .replace('</head>', `${APPEAR}</head>`)
            .replace(root, () => `<div id="root" data-prerendered="/login">${login}</div>`),
        );
        for (const path of Object.keys(FRAMED_PAGES)) {
          const frame = await prerenderFrame(path);
          write(
            path,
            page.replace(root, () => `<div id="root">${frame}</div>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
