import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../src/lib/dates.ts';
import { fakeOpenBanking } from '../../open-banking/fake.ts';
import {
  connectWidgetFromEnv,
  type OpenBankingProvider,
  PLUGGY_CONNECT_FRAME,
  PLUGGY_CONNECT_SCRIPT,
  ProviderError,
  useOpenBanking,
} from '../../open-banking/index.ts';
import { helmetOptionsFor } from '../../security-headers.ts';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Access {
  _id: string;
  linkId: string;
  health: string;
  lastSynced: string | null;
  lastSyncAttempt: string | null;
}
interface Row {
  _id: string;
  name: string;
  value: number;
  date: string;
  externalId?: string;
  category?: { id?: string; name?: string };
  description?: string;
  payment?: { _id?: string };
}
interface Pair {
  imported: Row;
  manual: Row;
}
type List<T> = { items: T[]; total: number };

let server: TestServer;
let api: Client;
let other: Client;
const today = todayIso();
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server, { name: 'Ana Souza' })).token);
  other = client(server, (await createAccount(server, { name: 'Bruno Lima' })).token);
});
afterAll(() => server.close());

let seq = 0;
const connect = async (connector = '212') => {
  seq += 1;
  return data<Access>(
    api('POST', '/bankaccesses', {
      linkId: `fake-item:${connector}:saude-${seq}`,
      institution: 'Banco',
      type: 'pluggy',
      connector,
    }),
    201,
  );
};

describe('the Connect widget and the CSP (decision 481)', () => {
  it('is configured only with both Pluggy credentials, Pluggy’s CDN unless replaced', () => {
    expect(connectWidgetFromEnv({})).toBeUndefined();
    expect(connectWidgetFromEnv({ PLUGGY_CLIENT_ID: 'id' })).toBeUndefined();
    expect(connectWidgetFromEnv({ PLUGGY_CLIENT_ID: 'id', PLUGGY_CLIENT_SECRET: 's' })).toEqual({
      scriptUrl: PLUGGY_CONNECT_SCRIPT,
      frameOrigin: PLUGGY_CONNECT_FRAME,
    });
    expect(
      connectWidgetFromEnv({
        PLUGGY_CLIENT_ID: 'id',
        PLUGGY_CLIENT_SECRET: 's',
        PLUGGY_CONNECT_URL: 'http://127.0.0.1:4999/pluggy-connect.js',
        PLUGGY_CONNECT_FRAME_ORIGIN: 'http://127.0.0.1:4999',
      }),
    ).toEqual({ scriptUrl: 'http://127.0.0.1:4999/pluggy-connect.js', frameOrigin: 'http://127.0.0.1:4999' });
  });

  async function csp(options: ReturnType<typeof helmetOptionsFor>): Promise<string> {
    const app = Fastify();
    await app.register(helmet, options);
    app.get('/', async () => 'ok');
    const answer = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return String(answer.headers['content-security-policy']);
  }

  it('names exactly the widget’s origins when configured, and none without it', async () => {
    const off = await csp(helmetOptionsFor());
    expect(off).toContain("script-src 'self';");
    expect(off).not.toContain('pluggy');
    // The learning videos' player may always be framed (decision 261).
    expect(off).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
    const on = await csp(
      helmetOptionsFor({ scriptUrl: PLUGGY_CONNECT_SCRIPT, frameOrigin: PLUGGY_CONNECT_FRAME }),
    );
    expect(on).toContain("script-src 'self' https://cdn.pluggy.ai;");
    expect(on).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/connect\.pluggy\.ai(;|$)/,
    );
    expect(on).toContain("style-src 'self' 'unsafe-inline'");
    expect(on.match(/pluggy/g)).toHaveLength(2);
  });

  it('keeps the demo mode’s CSP on the app without credentials', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(answer.headers['content-security-policy'])).not.toContain('pluggy');
  });

  it('answers the widget’s script with the token only for the real provider', async () => {
    const demo = await data<{ accessToken: string; widgetUrl?: string }>(
      api('POST', '/open-banking/access-token', {}),
    );
    expect(demo.widgetUrl).toBeUndefined();
    const real: OpenBankingProvider = {
      ...fakeOpenBanking(),
      connectWidget: { scriptUrl: PLUGGY_CONNECT_SCRIPT, frameOrigin: PLUGGY_CONNECT_FRAME },
      createConnectToken: async () => 'eyJ.token-real.assinatura',
    };
    useOpenBanking(server.app, real);
    try {
      expect(await data(api('POST', '/open-banking/access-token', {}))).toEqual({
        accessToken: 'eyJ.token-real.assinatura',
        widgetUrl: PLUGGY_CONNECT_SCRIPT,
      });
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
  });
});

describe('last sync and health (decision 482)', () => {
  it('shows a new connection stale until its first sync, then ok with the attempt time', async () => {
    const access = await connect();
    expect(access).toMatchObject({ health: 'stale', lastSyncAttempt: null });
    await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
    const synced = await data<Access>(api('GET', `/bankaccesses/${access._id}`));
    expect(synced.health).toBe('ok');
    expect(synced.lastSyncAttempt).not.toBeNull();
  });

  it('keeps a failed sync and a token request on the card until a sync imports again', async () => {
    // Another bank: NuBank's accounts are imported already, and would not be twice (decision 026).
    const access = await connect('208');
    await server.app.repos.bankAccesses.update(access._id, {
      lastSynced: new Date(Date.now() - TWO_DAYS_MS),
    });
    const down: OpenBankingProvider = {
      ...fakeOpenBanking(),
      refresh: () => Promise.reject(new ProviderError('unavailable', 'down')),
    };
    useOpenBanking(server.app, down);
    try {
      expect((await api('POST', `/bankaccesses/${access._id}/sync`, {})).status).toBe(502);
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
    expect((await data<Access>(api('GET', `/bankaccesses/${access._id}`))).health).toBe('failing');

    const inter = await connect('215');
    await server.app.repos.bankAccesses.update(inter._id, { lastSynced: new Date(Date.now() - TWO_DAYS_MS) });
    expect((await api('POST', `/bankaccesses/${inter._id}/sync`, {})).status).toBe(428);
    expect((await data<Access>(api('GET', `/bankaccesses/${inter._id}`))).health).toBe('tokenRequired');
    await data(api('POST', `/bankaccesses/${inter._id}/token`, { token: '482913' }));
    expect((await data<Access>(api('GET', `/bankaccesses/${inter._id}`))).health).toBe('ok');

    await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
    expect((await data<Access>(api('GET', `/bankaccesses/${access._id}`))).health).toBe('ok');
  });
});

describe('imported rows that match rows typed by hand (decision 483)', () => {
  let imported: Row;
  let manual: Row;
  let lookalike: Row;

  beforeAll(async () => {
    const access = await connect('201');
    await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
    const rows = (
      await data<List<Row>>(api('GET', `/transactions?startDate=${addDays(today, -60)}&endDate=${today}`))
    ).items;
    imported = rows.find((row) => row.externalId && row.value < 0) as Row;
    const wallet = await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Conta Caixa',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 0,
      }),
      201,
    );
    const market = await categoryId(api, 'Supermercado');
    const typed = (name: string, date: string) =>
      data<Row[] | Row>(
        api('POST', '/transactions', {
          name,
          value: imported.value,
          date,
          paid: true,
          transactionType: 'expenses',
          category: market,
          payment: wallet._id,
          description: 'anotado no caderno',
        }),
        201,
      ).then((answer) => (Array.isArray(answer) ? answer[0] : answer) as Row);
    manual = await typed(imported.name.toLowerCase(), addDays(imported.date, -2));
    lookalike = await typed(`${imported.name} (parecido)`, addDays(imported.date, 3));
    // Same amount and day but another merchant, and a similar one too far away: never offered.
    await typed('Posto de gasolina', imported.date);
    await typed(imported.name, addDays(imported.date, -4));
  });

  const pairs = async (who: Client = api) => (await data<List<Pair>>(who('GET', '/bankmerges'))).items;

  it('offers the pairs by the rule and nothing else, without merging', async () => {
    const found = await pairs();
    const mine = found.filter((pair) => pair.imported._id === imported._id);
    expect(mine.map((pair) => pair.manual._id).sort()).toEqual([manual._id, lookalike._id].sort());
    expect(mine[0]?.imported.externalId).toBe(imported.externalId);
    expect(await pairs(other)).toEqual([]);
    const rows = (
      await data<List<Row>>(api('GET', `/transactions?startDate=${addDays(today, -60)}&endDate=${today}`))
    ).items;
    expect(rows.some((row) => row._id === manual._id)).toBe(true);
  });

  it('refuses for good when told they differ; another person’s rows are not found', async () => {
    expect(
      (await other('POST', '/bankmerges/refusals', { imported: imported._id, manual: lookalike._id })).status,
    ).toBe(404);
    const refused = await api('POST', '/bankmerges/refusals', {
      imported: imported._id,
      manual: lookalike._id,
    });
    expect(refused.status).toBe(204);
    const offered = await pairs();
    expect(offered.some((p) => p.imported._id === imported._id && p.manual._id === lookalike._id)).toBe(
      false,
    );
    expect(offered.some((p) => p.imported._id === imported._id && p.manual._id === manual._id)).toBe(true);
    expect((await api('POST', '/bankmerges', { imported: imported._id, manual: lookalike._id })).status).toBe(
      409,
    );
  });

  it('merges on the person’s word: the bank’s row stays with the name and category typed by hand', async () => {
    expect((await other('POST', '/bankmerges', { imported: imported._id, manual: manual._id })).status).toBe(
      404,
    );
    const answer = await api('POST', '/bankmerges', { imported: imported._id, manual: manual._id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Lançamentos unidos. Ficou o lançamento do banco, com o nome e a categoria que você deu.',
    );
    expect(answer.body.data).toMatchObject({
      _id: imported._id,
      name: manual.name,
      value: imported.value,
      date: imported.date,
      externalId: imported.externalId,
      description: 'anotado no caderno',
      category: { name: 'Supermercado' },
    });
    expect((await api('GET', `/transactions/${manual._id}`)).status).toBe(404);
    expect((await pairs()).some((pair) => pair.imported._id === imported._id)).toBe(false);
  });

  it('says a pair settled elsewhere can no longer be merged, whichever button the stale tab offers', async () => {
    // The pair merged above, pressed again in a tab that was not reloaded (audit S1).
    const gone = { status: 404, body: { message: 'Esses lançamentos não podem mais ser unidos' } };
    expect(await api('POST', '/bankmerges', { imported: imported._id, manual: manual._id })).toMatchObject(
      gone,
    );
    expect(
      await api('POST', '/bankmerges/refusals', { imported: imported._id, manual: manual._id }),
    ).toMatchObject(gone);
    expect(
      await other('POST', '/bankmerges', { imported: imported._id, manual: lookalike._id }),
    ).toMatchObject(gone);
  });
});
