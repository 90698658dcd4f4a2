import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Every bench file, in name order, each in a process of its own; the first failure stops the run.
const folder = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${folder}${file}`], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
