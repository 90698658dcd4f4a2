/**
 * Writes the terms of use and e-book PDFs from their pt-BR sources:
 * scripts/docs-content/<id>.md → public/docs/<id>.pdf, and brands/<brand>/docs/<id>.md →
 * brands/<brand>/docs/<id>.pdf for brands that override a document.
 * Run with `npx tsx scripts/make-pdfs.ts` after editing a source; the PDFs are committed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument, renderPdf } from './pdf-document.ts';

const root = join(import.meta.dirname, '..');

async function sources(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.md')).map((name) => join(dir, name));
}

async function brandDocDirs(): Promise<string[]> {
  const brands = await readdir(join(root, 'brands'), { withFileTypes: true }).catch(() => []);
  return brands
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'brands', entry.name, 'docs'));
}

async function convert(source: string, outDir: string): Promise<void> {
  const id = source.slice(source.lastIndexOf('/') + 1, -'.md'.length);
  const pdf = await renderPdf(parseDocument(await readFile(source, 'utf8')));
  const target = join(outDir, `${id}.pdf`);
  await writeFile(target, pdf);
  console.log(`${target.slice(root.length + 1)} (${pdf.length} bytes)`);
}

for (const source of await sources(join(root, 'scripts', 'docs-content'))) {
  await convert(source, join(root, 'public', 'docs'));
}
for (const dir of await brandDocDirs()) {
  for (const source of await sources(dir)) await convert(source, dir);
}
