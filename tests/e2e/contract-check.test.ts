import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runContractCheck } from '../../scripts/contract-check/run.ts';
import { type RunningServer, startServer } from './support/server';

// Issue 9 item 15: the backend team's check (`npm run contract:check`) passes against our own server.
let server: RunningServer;

beforeAll(async () => {
  // The server logs every 501 of the operations it does not have yet: only fatal lines here.
  server = await startServer({ SEED_DEMO: '0', LOG_LEVEL: 'fatal' });
});
afterAll(() => server?.stop());

describe('npm run contract:check against our server', () => {
  it('replays the journey and every request example with no contract violation', async () => {
    const result = await runContractCheck({
      baseUrl: `${server.url}/api`,
      outbox: join(server.dataDir, 'outbox'),
    });
    expect(formatViolations(result.violations)).toBe('');
    // The journey signs up, activates and reaches the money screens' calls, then every example runs.
    expect(result.requests).toBeGreaterThan(150);
    expect(result.succeeded).toEqual(
      expect.arrayContaining([
        'createUser',
        'activateAccount',
        'createPayment',
        'createTransaction',
        'createInvoice',
        'createBudget',
        'createObjective',
        'createObjectiveTransaction',
        'createLinkedTransaction',
        'createFamily',
      ]),
    );
  });
});
