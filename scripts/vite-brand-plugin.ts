import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:brand';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:brand`: the chosen brand's brand.json, its theme CSS (imported for its side effect)
 * and its optional pt-BR locale overrides, so that BRAND=<id> swaps all three at build time.
 */
export function brandPlugin({ root, brandId }: { root: string; brandId: string }): Plugin {
  const dir = join(root, 'brands', brandId);
  return {
    name: 'brand',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    // The tab title is right before any script runs (and for crawlers and link previews).
    transformIndexHtml(html) {
      const { brand } = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as { brand: string };
      return html.replace('<title></title>', `<title>${escapeHtml(brand)}</title>`);
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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
