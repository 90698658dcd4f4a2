import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helper.ts';
import { runFuzz, summarize } from './runner.ts';

// A fixed seed keeps `npm test` reproducible; FUZZ_SEED explores others (`npm run fuzz` picks a
// random one). FUZZ_REQUESTS raises the count for a longer local run.
const seed = Number(process.env.FUZZ_SEED ?? 20_260_923);
const requests = Number(process.env.FUZZ_REQUESTS ?? 3000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it(`contract fuzz: ${requests} generated requests over every operation, seed ${seed}`, {
  timeout: 600_000,
}, async () => {
  const report = await runFuzz(server, { seed, requests });
  expect(report.requests).toBeGreaterThanOrEqual(requests);
  expect(report.invalidSent, 'requests the server must refuse').toBeGreaterThan(requests / 4);
  expect(report.failures, `seed ${seed} (rerun with FUZZ_SEED=${seed}):\n${summarize(report)}`).toHaveLength(
    0,
  );
  expect(report.serverErrors).toBe(0);
});
