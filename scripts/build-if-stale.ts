// `npm start` builds the SPA only when dist/ is missing or older than its sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'locales',
  'brands',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  // The build's own plugins (brand, inlined CSS, compression, the prerendered /login).
  ...readdirSync('scripts')
    .filter((name) => name.startsWith('vite-'))
    .map((name) => join('scripts', name)),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt >= changedAt) {
  console.log('dist/ está atualizado; pulando o build do app.');
} else {
  console.log('Gerando o build do app (dist/)...');
  execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
}
