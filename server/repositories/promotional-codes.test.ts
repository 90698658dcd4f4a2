import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/helper.ts';

// Decision 436: a code's uses only grow through one guarded UPDATE, so parallel checkouts never
// take more than max_uses (meaningful on PostgreSQL, where the claims really run side by side).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('promotional code claims under concurrency', () => {
  it('20 parallel checkouts on a code with 5 uses: exactly 5 get it', async () => {
    const repo = server.app.repos.promotionalCodes;
    const code = await repo.create({ code: 'corrida5', discount: '10.00', maxUses: 5 });
    const claims = await Promise.all(Array.from({ length: 20 }, () => repo.claim(code.id)));
    expect(claims.filter(Boolean)).toHaveLength(5);
    expect((await repo.find(code.id))?.uses).toBe(5);
    await repo.release(code.id);
    expect(await repo.claim(code.id)).toBeDefined();
    expect(await repo.claim(code.id)).toBeUndefined();
  });

  it('expired or inactive codes are never claimed', async () => {
    const repo = server.app.repos.promotionalCodes;
    const expired = await repo.create({
      code: 'velho',
      discount: '10.00',
      expireAt: new Date(Date.now() - 1000),
    });
    const inactive = await repo.create({ code: 'parado', discount: '10.00', active: false });
    expect(await repo.claim(expired.id)).toBeUndefined();
    expect(await repo.claim(inactive.id)).toBeUndefined();
    expect((await repo.findByCode(' Velho '))?.id).toBe(expired.id);
  });
});
