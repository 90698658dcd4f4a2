import { parseArgs } from 'node:util';
import { runFuzz, summarize } from '../server/test/fuzz/runner.ts';
import { startTestServer } from '../server/test/helper.ts';

// The long run of the contract fuzz test (server/test/fuzz): same generator, more requests, a
// random seed unless one is given. `npm run fuzz -- --requests 20000 [--seed 123]`.
process.env.TZ = 'America/Sao_Paulo';
const { values } = parseArgs({
  options: { requests: { type: 'string', default: '20000' }, seed: { type: 'string' } },
});
const requests = Number(values.requests);
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error('uso: npm run fuzz -- --requests N [--seed S]');
  process.exit(2);
}

const server = await startTestServer();
try {
  let last = 0;
  const report = await runFuzz(server, {
    seed,
    requests,
    onSlow(request, ms) {
      process.stderr.write(
        `slow ${Math.round(ms)} ms: ${request.method} ${request.url.slice(0, 160)} [${request.mutation}]\n`,
      );
    },
    onProgress(done) {
      if (done - last >= 100) {
        last = done;
        process.stderr.write(`${done} requests\n`);
      }
    },
  });
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`seed ${report.seed}`);
  console.log(
    `requests ${report.requests} over ${report.operations} operations (${report.invalidSent} invalid on purpose)`,
  );
  console.log(`statuses ${statuses}`);
  console.log(`5xx ${report.serverErrors}`);
  console.log(`contract failures ${report.failures.length}`);
  console.log(
    `duration ${(report.durationMs / 1000).toFixed(1)} s (${Math.round(report.requests / (report.durationMs / 1000))} requests/s)`,
  );
  const slowest = Object.entries(report.timeByOperation)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([operation, ms]) => `${operation} ${(ms / 1000).toFixed(1)} s`);
  console.log(`slowest ${slowest.join(', ')}`);
  if (report.failures.length > 0) {
    console.log(summarize(report, 200));
    process.exitCode = 1;
  }
} finally {
  await server.close();
}
