import type { Plugin } from 'vite';

/**
 * Moves the build's one stylesheet (`cssCodeSplit: false`) into index.html as a `<style>`: the first
 * paint needs no request beyond the page itself, and a repeat visit revalidates the page (304) as
 * before. No chunk loads CSS of its own, so no script refers to the file that goes away.
 */
export function inlineCssPlugin(): Plugin {
  return {
    name: 'inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        let page = html;
        for (const [fileName, output] of Object.entries(bundle)) {
          if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(fileName)}"[^>]*>`);
          if (!link.test(page)) continue;
          page = page.replace(link, () => `<style>${String(output.source)}</style>`);
          delete bundle[fileName];
        }
        return page;
      },
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
