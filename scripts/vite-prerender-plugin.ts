import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender.tsx';
import { staticImports } from './bundle-imports.ts';
import { escapeHtml } from './vite-brand-plugin.ts';
import { compressBeside } from './vite-precompress-plugin.ts';

// Spec 1: the login view appears 300 ms after the page. The page's own markup keeps that delay with
// CSS, so the view shows at the same moment whether or not the scripts have run by then.
const APPEAR =
  '<style>#root[data-prerendered]>*{animation:prerendered-appear 0s 300ms both}@keyframes prerendered-appear{from{visibility:hidden}}</style>';

/**
 * /login's page runs its own entry, src/login-main.tsx (decision 427), started by the early script
 * once its view is painted (decision 424): the app's entry and its preloads leave the page, the login
 * entry's files are preloaded in their place, and the early script is told which file to start
 * (`data-entry`) and which files are the app's (`data-app`, its entry first), for the login entry to
 * load when the person goes on.
 */
function withLoginEntry(page: string, login: LoginEntry): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  const early = '<script type="module" async src=';
  if (!tag?.[1] || !page.includes(early))
    throw new Error('index.html has no entry or early script to replace');
  const appPreloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
  const app = JSON.stringify([tag[1], ...appPreloads]);
  const preloads = login.files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return page
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(tag[0], () => preloads)
    .replace(early, () => `<script data-entry="/${login.entry}" data-app='${app}' type="module" async src=`);
}

/** The page's tab title, its screen's own (audit G1) before any script runs. */
function withTitle(page: string, title: string): string {
  const tag = /<title>[^<]*<\/title>/;
  if (!tag.test(page)) throw new Error('index.html has no <title> to name the screen in');
  return page.replace(tag, () => `<title>${escapeHtml(title)}</title>`);
}

interface LoginEntry {
  /** The login entry's file. */
  entry: string;
  /** It and every file it imports statically, the entry first. */
  files: string[];
}

const LOGIN_ENTRY = 'src/login-main.tsx';

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
  let root = '';
  // Only the app's own build (its input is index.html) has a /login to prerender; Storybook's build
  // uses the same plugins.
  let buildsApp = false;
  let loginEntry: LoginEntry | undefined;
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
      buildsApp = (config.build.rolldownOptions?.input ?? config.build.rollupOptions?.input) === undefined;
    },
    buildStart() {
      if (buildsApp) this.emitFile({ type: 'chunk', id: join(root, LOGIN_ENTRY), name: 'login-main' });
    },
    generateBundle(_options, bundle) {
      if (!buildsApp) return;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.facadeModuleId === join(root, LOGIN_ENTRY));
      if (!entry) throw new Error(`prerender-login: no chunk for ${LOGIN_ENTRY}`);
      loginEntry = { entry: entry.fileName, files: [...staticImports(bundle, [entry.fileName])] };
    },
    async closeBundle() {
      if (!buildsApp || !loginEntry) return;
      const entry = loginEntry;
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
          prerenderLogin: () => Promise<PrerenderedPage>;
          prerenderFrame: (path: string) => Promise<PrerenderedPage>;
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
          withTitle(withLoginEntry(page, entry), login.title)
            .replace('</head>', `${APPEAR}</head>`)
            .replace(root, () => `<div id="root" data-prerendered="/login">${login.html}</div>`),
        );
        for (const path of Object.keys(FRAMED_PAGES)) {
          const frame = await prerenderFrame(path);
          write(
            path,
            withTitle(page, frame.title).replace(root, () => `<div id="root">${frame.html}</div>`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
