import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
const HEADER = '# Benchmark results\n\nWritten by `npm run bench`; each section by its bench file.\n';

/** Replaces (or appends) the section `name` of bench/RESULTS.md, leaving the others as they are. */
export function writeSection(name: string, markdown: string): void {
  let text: string;
  try {
    text = readFileSync(RESULTS, 'utf8');
  } catch {
    text = HEADER;
  }
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, next);
}

/** The load average, 1/5/15 min, as the results print it beside each run's figures. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
