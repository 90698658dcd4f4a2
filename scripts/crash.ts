/**
 * `npm run crash -- --cycles 200 [--postgres] [--kill-after 100-1500]`: SIGKILL cycles against the
 * real server process (decision 341). With --postgres and no DATABASE_URL it runs itself again
 * under scripts/with-postgres.sh.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runCrashCycles } from './crash/run.ts';

const { values } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    postgres: { type: 'boolean', default: false },
    'kill-after': { type: 'string', default: '100-1500' },
  },
});

if (values.postgres && !process.env.DATABASE_URL) {
  const self = [process.execPath, '--import', 'tsx', ...process.argv.slice(1)];
  const run = spawnSync('bash', ['scripts/with-postgres.sh', ...self], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const [min = 100, max = 1500] = (values['kill-after'] ?? '').split('-').map(Number);
const report = await runCrashCycles({
  cycles: Number(values.cycles),
  databaseUrl: values.postgres ? process.env.DATABASE_URL : undefined,
  killAfterMs: [min, max],
  log: (line) => console.log(line),
});
const median = [...report.restartMs].sort((a, b) => a - b)[Math.floor(report.restartMs.length / 2)];
console.log(
  [
    `banco: ${report.database}`,
    `ciclos: ${report.cycles}`,
    `escritas confirmadas: ${report.acknowledged} (${Object.entries(report.byKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')})`,
    `escritas perdidas: ${report.lost.length}`,
    `regras do razão quebradas: ${report.violations.length}`,
    `reinícios que falharam: ${report.failedRestarts.length}`,
    `reinício (mediana / máximo): ${median} / ${Math.max(...report.restartMs)} ms`,
    `duração: ${Math.round(report.durationMs / 1000)} s`,
    ...report.lost.map((line) => `perdida: ${line}`),
    ...report.violations.map((line) => `quebrada: ${line}`),
    ...report.failedRestarts.map((line) => `reinício: ${line}`),
  ].join('\n'),
);
process.exit(report.lost.length + report.violations.length + report.failedRestarts.length ? 1 : 0);
