import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { staticImports } from './bundle-imports.ts';
import { namespacesOf } from './route-namespaces.ts';

const SCRIPT = 'src/app/early-start.ts';

export interface EarlyStartOptions {
  root: string;
  /** Per page path, the route files whose code (component chunks) and namespaces its first view needs. */
  routes: Record<string, string[]>;
}

/**
 * Emits src/app/early-start.ts as a script of its own and names it first in the page (decision 422),
 * with `data-plan`: per page path, the files of that screen's code and texts the page does not load
 * already, which the script preloads when a session is stored. Only the app's own build (its input is
 * index.html) gets it; Storybook's uses the same plugins.
 */
export function earlyStartPlugin(options: EarlyStartOptions): Plugin {
  let buildsApp = false;
  return {
    name: 'early-start',
    apply: 'build',
    configResolved(config) {
      buildsApp = (config.build.rolldownOptions?.input ?? config.build.rollupOptions?.input) === undefined;
    },
    buildStart() {
      if (buildsApp) this.emitFile({ type: 'chunk', id: join(options.root, SCRIPT), name: 'early-start' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return buildsApp && bundle ? withEarlyStart(html, bundle, options) : html;
      },
    },
  };
}

function withEarlyStart(
  html: string,
  bundle: Rollup.OutputBundle,
  { root, routes }: EarlyStartOptions,
): string {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id)?.fileName;
  const main = join(root, 'src/main.tsx');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(main))?.fileName;
  const script = chunkOf(join(root, SCRIPT));
  if (!entry || !script) throw new Error('early-start: the entry or the emitted script is missing');
  const loaded = staticImports(bundle, [entry]);
  const plan: Record<string, string[]> = {};
  for (const [path, routeFiles] of Object.entries(routes)) {
    const files: string[] = [];
    for (const routeFile of routeFiles) {
      const component = chunkOf(`${join(root, routeFile)}?tsr-split=component`);
      if (!component) throw new Error(`early-start: no component chunk for ${routeFile}`);
      files.push(component);
      for (const namespace of namespacesOf(join(root, routeFile))) {
        const chunk = chunkOf(join(root, 'locales/pt-BR', `${namespace}.json`));
        if (chunk) files.push(chunk);
      }
    }
    plan[path] = [...staticImports(bundle, files)]
      .filter((file) => !loaded.has(file))
      .map((file) => `/${file}`);
  }
  const tag = `<script type="module" async src="/${script}" data-plan='${JSON.stringify(plan)}'></script>`;
  // First in the head: requested before the entry and its preloads.
  return html.replace('<head>', () => `<head>${tag}`);
}
