import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { runContractCheck } from './run.ts';

// A backend that gets the health answer wrong and has built nothing else.
let backend: Server;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  backend = createServer((request, response) => {
    const wrongHealth = request.url === '/api/health';
    response.writeHead(wrongHealth ? 200 : 501, { 'content-type': 'application/json' });
    response.end(JSON.stringify(wrongHealth ? { data: { status: 5 } } : { message: 'não implementado' }));
  });
  await new Promise<void>((resolve) => backend.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => backend.close(resolve)));

describe('contract check', () => {
  it('names the operation and the JSON path of a wrong answer, and lists what the backend has not built', async () => {
    const result = await runContractCheck({ baseUrl: url });
    expect(result.violations).toContainEqual(
      expect.objectContaining({
        operationId: 'getHealth',
        request: 'GET /api/health',
        path: 'response.body.data.status',
      }),
    );
    // Sign-in is not built either: the check says so instead of blaming every bearer operation.
    expect(new Set(result.violations.map((violation) => violation.operationId))).toEqual(
      new Set(['getHealth', 'authenticateUser']),
    );
    expect(result.notImplemented).toEqual(
      expect.arrayContaining(['createUser', 'authenticateUser', 'requestAccountRecovery']),
    );
  }, 60_000);
});
