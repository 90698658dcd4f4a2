import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenBanking } from '../open-banking/fake.ts';
import { type OpenBankingProvider, useOpenBanking } from '../open-banking/index.ts';
import { type Client, client, data } from '../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../test/helper.ts';
import { manualClock } from './clock.ts';

// The queue's clock follows the wall clock: the sweep compares it with connections stamped by it.
const clock = manualClock(new Date());
const SWEEP_MS = 5 * 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false, pollMs: 50, reminderSweepMs: 60_000, clockStart: undefined, clock },
  });
});
afterAll(() => server.close());

/** The fake bank, holding every item as still waiting for the person's consent in the bank app. */
function waitingBank(): OpenBankingProvider {
  const fake = fakeOpenBanking();
  return {
    ...fake,
    async getItem(linkId) {
      return { ...(await fake.getItem(linkId)), status: 'WAITING_USER_ACTION' };
    },
  };
}

/** A connection saved with 'Autorizar depois no aplicativo do banco' (USER_AUTHORIZATION_PENDING). */
async function savedForLater(api: Client, linkId: string) {
  return data<{ _id: string }>(
    api('POST', '/bankaccesses', {
      linkId,
      institution: 'Inter',
      type: 'pluggy',
      connector: '215',
      status: 'pending',
      active: false,
    }),
    201,
  );
}

async function nextSweep() {
  clock.advance(SWEEP_MS);
  await server.app.jobs.tick();
}

const importedWallets = async (api: Client, accessId: string) =>
  (await data<{ items: Array<{ bankAccess?: string }> }>(api('GET', '/payments'))).items.filter(
    (wallet) => wallet.bankAccess === accessId,
  );

// Audit AF1: the sweep took active connections only, so one saved pending was never asked about again.
describe('a connection saved waiting for the bank’s authorisation', () => {
  it('is imported by the next sweep once the bank authorised it, with no press', async () => {
    const api = client(server, (await createAccount(server)).token);
    const access = await savedForLater(api, 'fake-item:215:authorised-in-the-app');
    await nextSweep();
    const swept = await server.app.repos.bankAccesses.findById(access._id);
    expect(swept).toMatchObject({ status: 'UPDATED', active: true });
    expect(swept?.lastSynced).not.toBeNull();
    expect(await importedWallets(api, access._id)).toHaveLength(2);
  });

  it('stays pending while the bank waits, and is picked up at the sweep after the consent', async () => {
    const api = client(server, (await createAccount(server)).token);
    const access = await savedForLater(api, 'fake-item:215:authorised-later');
    useOpenBanking(server.app, waitingBank());
    try {
      await nextSweep();
      expect(await server.app.repos.bankAccesses.findById(access._id)).toMatchObject({
        status: 'pending',
        active: false,
        lastSynced: null,
      });
      expect(await importedWallets(api, access._id)).toEqual([]);
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
    // The person authorised in the bank app: the next sweep, minutes later, not the next day.
    await nextSweep();
    expect(await server.app.repos.bankAccesses.findById(access._id)).toMatchObject({
      status: 'UPDATED',
      active: true,
    });
    expect(await importedWallets(api, access._id)).toHaveLength(2);
  });
});
