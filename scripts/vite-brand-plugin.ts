import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { brandProblems } from './brand-check.ts';
import { type FaviconColours, faviconIco, faviconSvg } from './brand-favicon.ts';

const VIRTUAL_ID = 'virtual:brand';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:brand`: the chosen brand's brand.json, its theme CSS (imported for its side effect)
 * and its optional pt-BR locale overrides, so that BRAND=<id> swaps all three at build time. Also
 * draws the brand's favicon from its colours (`/favicon.svg`, `/favicon.ico`) and links it.
 */
export function brandPlugin({ root, brandId }: { root: string; brandId: string }): Plugin {
  const dir = join(root, 'brands', brandId);
  const readBrand = () =>
    JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as { brand: string; colours: FaviconColours };
  const favicons = () => {
    const { colours } = readBrand();
    return { 'favicon.svg': faviconSvg(colours), 'favicon.ico': faviconIco(colours) };
  };
  return {
    name: 'brand',
    buildStart() {
      const problems = brandProblems(readBrand());
      if (problems.length > 0) this.error(`brands/${brandId}/brand.json:\n  ${problems.join('\n  ')}`);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    // The tab title is right before any script runs (and for crawlers and link previews).
    transformIndexHtml(html) {
      return html.replace(
        '<title></title>',
        `<title>${escapeHtml(readBrand().brand)}</title>${FAVICON_LINKS}`,
      );
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(favicons())) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(1) ?? '';
        const icons: Record<string, string | Buffer> = favicons();
        const icon = icons[name];
        if (icon === undefined) return next();
        response.setHeader('content-type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/x-icon');
        response.end(icon);
      });
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const localeDir = join(dir, 'locales', 'pt-BR');
      const overrides: Record<string, unknown> = {};
      if (existsSync(localeDir)) {
        for (const file of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
          this.addWatchFile(join(localeDir, file));
          overrides[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(localeDir, file), 'utf8'));
        }
      }
      return [
        `import brand from ${JSON.stringify(join(dir, 'brand.json'))};`,
        `import ${JSON.stringify(join(dir, 'theme.css'))};`,
        `export const brandId = ${JSON.stringify(brandId)};`,
        `export const localeOverrides = ${JSON.stringify(overrides)};`,
        'export default brand;',
      ].join('\n');
    },
  };
}

// SVG for browsers that take it; the ICO for the rest (and for the /favicon.ico they ask for anyway).
const FAVICON_LINKS = [
  '',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
].join('\n    ');

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
