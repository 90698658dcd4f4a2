import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Product code only: generated code, tests, stories and fixtures are not shown to users. */
const SKIPPED = [/^src\/api\/gen\//, /\.gen\.ts$/, /\.test\.tsx?$/, /\.stories\.tsx?$/, /^src\/testing\//];

export function productFiles(extensions: readonly string[]): Array<{ path: string; text: string }> {
  const found: Array<{ path: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const path = relative(ROOT, full).split('\\').join('/');
      if (!extensions.some((extension) => path.endsWith(extension))) continue;
      if (SKIPPED.some((pattern) => pattern.test(path))) continue;
      found.push({ path, text: readFileSync(full, 'utf8') });
    }
  };
  walk(join(ROOT, 'src'));
  return found;
}
