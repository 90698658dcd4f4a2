import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('../../bench/RESULTS.md', import.meta.url));
const START = '<!-- scale-check -->';
const END = '<!-- /scale-check -->';

/** Replaces (or appends) the scale-check section of bench/RESULTS.md, between its own markers. */
export async function writeResults(
  figures: Array<[string, string]>,
  checks: string[],
  failures: string[],
): Promise<void> {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    START,
    '## Scale-out (`npm run scale-check`, decision 475)',
    '',
    "A throwaway PostgreSQL 15, two server processes on loopback sharing it and Debian's nginx",
    'balancing them round-robin (its `X-Upstream` header names the process that answered). Each job',
    'queue polls every 200 ms; the reminder sweep looks every 2 s.',
    `Run on ${when} UTC: ${failures.length === 0 ? 'every check passed' : `**${failures.length} check(s) failed**: ${failures.join('; ')}`}.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    ...figures.map(([name, value]) => `| ${name} | ${value} |`),
    '',
    'Checks, in order:',
    '',
    ...checks.map((line) => `- ${line}`),
    END,
  ].join('\n');
  const text = await readFile(RESULTS, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${section}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(RESULTS, next);
}
