import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { namespacesOf } from './route-namespaces.ts';

// `npm run budgets` (after `npm run build`, in `npm test`): the bytes a phone downloads per route,
// brotli as served (issue 12, decision 372). /login's first visit counts everything it loads: its page
// (login.html, with the inlined stylesheet and the view's markup), the scripts the page names with
// what they import, and the namespaces its entry asks for (src/login-main.tsx, decision 427). Every
// app route counts its own chunks: what navigating there adds to the app's entry.
const LOGIN_BUDGET = 110 * 1024;
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
if (!manifest['index.html']) throw new Error('the manifest has no index.html entry');
const entryFiles = closure(['index.html']);

// /login's first visit: the page and the scripts it names (the early script, the login entry and its
// preloads), with everything they import and the texts the login entry loads.
const loginEntryKey = 'src/login-main.tsx';
if (!manifest[loginEntryKey]) throw new Error(`the manifest has no ${loginEntryKey}`);
const loginPage = readFileSync(join(outDir, 'login.html'), 'utf8');
const named = [...loginPage.matchAll(/(?:src|href|data-entry)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] ?? '',
);
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const loginKeys = [
  loginEntryKey,
  ...named.map((file) => byFile.get(file) ?? ''),
  ...namespacesOf(join(root, loginEntryKey)).map(namespaceKey),
];
const loginFiles = new Set([...named, ...closure(loginKeys)]);
const loginVisit = [...loginFiles].reduce((sum, file) => sum + brotliSize(file), brotliSize('login.html'));

// Route files and the chunks TanStack's code splitting made of them (`<file>?tsr-split=...`).
const routes = new Map<string, string[]>();
for (const key of Object.keys(manifest)) {
  const routeFile = key.match(/^(src\/routes\/[^?]+)\?tsr-split=/)?.[1];
  if (routeFile) routes.set(routeFile, [...(routes.get(routeFile) ?? []), key]);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];
const rows: string[] = [
  `${kb(loginVisit).padStart(9)} / ${kb(LOGIN_BUDGET).padStart(8)}  /login's first visit (login.html)`,
];
if (loginVisit > LOGIN_BUDGET)
  failures.push(`/login's first visit: ${kb(loginVisit)} brotli, budget ${kb(LOGIN_BUDGET)}`);
// The router and React Query are the app's: /login's first visit runs without them (decision 427).
for (const { file } of Object.values(manifest)) {
  if (file.startsWith('assets/framework-') && loginFiles.has(file))
    failures.push(`/login's first visit loads ${file}`);
}
for (const [routeFile, keys] of [...routes].sort()) {
  const namespaceKeys = namespacesOf(join(root, routeFile)).map(namespaceKey);
  const own = [...closure([...keys, ...namespaceKeys])].filter((file) => !entryFiles.has(file));
  const bytes = own.reduce((sum, file) => sum + brotliSize(file), 0);
  rows.push(`${kb(bytes).padStart(9)} / ${kb(ROUTE_BUDGET).padStart(8)}  ${routeFile}`);
  if (bytes > ROUTE_BUDGET) failures.push(`${routeFile}: ${kb(bytes)} brotli, budget ${kb(ROUTE_BUDGET)}`);
}
if (!routes.has('src/routes/login.tsx')) failures.push('no chunk for src/routes/login.tsx in the manifest');

console.log(`Bundle budgets (brotli):\n${rows.join('\n')}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('All routes within budget.');
