/** `npm run build:brands`: builds every bundle in brands/ into dist/<brand>/, proving each one builds. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const brands = readdirSync(new URL('../brands/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname;

for (const brand of brands) {
  console.log(`::: BRAND=${brand} -> dist/${brand}`);
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand, BUILD_OUT_DIR: `dist/${brand}` },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
