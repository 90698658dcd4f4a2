import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { monthPeriod, seedBenchUser } from './seed.ts';

/**
 * Where one server process spends its CPU under load: seeds (or reuses) the bench user, loads one
 * call with autocannon in a separate process, samples the server with the V8 profiler meanwhile and
 * prints the top self-time functions and packages. The .cpuprofile is kept for a flame graph.
 *
 * tsx bench/profile-api.ts [transactions|balances] [seconds]   (DATABASE_URL for PostgreSQL)
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const call = process.argv[2] ?? 'transactions';
const seconds = process.argv[3] ?? '10';
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const root = fileURLToPath(new URL('..', import.meta.url));

const packageOf = (url: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  if (url.startsWith('node:') || url === '') return url || '(native/gc/idle)';
  return url.replace(`file://${root}`, '').replace(/\/[^/]+$/, '/');
};

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const group = (key: (node: ProfileNode) => string) => {
    const sums = new Map<string, number>();
    for (const [id, micros] of self) {
      const node = byId.get(id);
      if (node) sums.set(key(node), (sums.get(key(node)) ?? 0) + micros);
    }
    return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 25);
  };
  const line = ([name, micros]: [string, number]) =>
    `${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`;
  console.log(`\nsampled ${(total / 1000).toFixed(0)} ms\n\n-- self time by function`);
  console.log(
    group(
      (n) =>
        `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n.callFrame.url)}${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`,
    )
      .map(line)
      .join('\n'),
  );
  console.log('\n-- self time by package or folder');
  console.log(
    group((n) => packageOf(n.callFrame.url))
      .map(line)
      .join('\n'),
  );
}

const dataDir = await mkdtemp(join(tmpdir(), 'finance-profile-'));
const app = await buildApp({
  ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }),
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  staticDir: undefined,
  seedDemo: false,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
});
try {
  const token = await seedBenchUser(app);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `${base}/api/${call}?${monthPeriod()}`;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const cannon = spawn(
    join(root, 'node_modules/.bin/autocannon'),
    ['-c', '20', '-d', seconds, '-H', `authorization=Bearer ${token}`, url],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await new Promise((resolve) => cannon.on('exit', resolve));
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  const file = join(tmpdir(), `api-${call}-${Date.now()}.cpuprofile`);
  await writeFile(file, JSON.stringify(profile));
  summarise(profile);
  console.log(`\nprofile: ${file}`);
} finally {
  // Answers still in flight when the load stops would otherwise meet a closed pool.
  await settle();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
