import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

// Audit Y2 (decision 035): on PostgreSQL, requests run side by side; a double tap or a retry must get
// the same refusal as when the requests come one after the other, never a message about the values.

interface Family {
  _id: string;
  name: string;
  voucher?: string;
  members: Array<{ user?: string; status: string }>;
}

const ALREADY = { message: 'Você já faz parte de uma família' };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function person(name: string): Promise<{ account: Account; api: Client }> {
  const account = await createAccount(server, { name });
  return { account, api: client(server, account.token) };
}

const families = (api: Client) => data<{ items: Family[]; total: number }>(api('GET', '/families'));

describe('one person, ten family requests at once', () => {
  it('creating: one family, and every other request told the person already has one', async () => {
    const { account, api } = await person('Caio Toque Duplo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api('POST', '/families', { name: `Família ${index}`, user: account.id }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const family = created[0]?.body.data as Family;
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: 9 }, () => ({ status: 403, body: ALREADY })),
    );
    const listed = await families(api);
    expect(listed.total).toBe(1);
    expect(listed.items[0]?._id).toBe(family._id);
  });

  it('joining by voucher, two families: one membership, every other request told the same', async () => {
    const first = await person('Ana Primeira');
    const second = await person('Beto Segundo');
    const vouchers: string[] = [];
    for (const admin of [first, second]) {
      const family = await data<Family>(
        admin.api('POST', '/families', { name: `Família de ${admin.account.email}`, user: admin.account.id }),
        201,
      );
      vouchers.push(family.voucher as string);
    }
    const { account, api } = await person('Dora Dois Convites');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api('POST', '/families/voucher', {
          voucher: vouchers[index % 2],
          email: account.email,
          user: account.id,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual(
      Array.from({ length: 9 }, () => ({ status: 400, body: ALREADY })),
    );
    expect((await families(api)).total).toBe(1);
    const sizes = await Promise.all(
      [first, second].map(async (admin) => (await families(admin.api)).items[0]?.members.length),
    );
    expect(sizes.sort()).toEqual([1, 2]);
  });

  it('creating and joining at once: one family for the person, the other request refused', async () => {
    const admin = await person('Eva Convida');
    const family = await data<Family>(
      admin.api('POST', '/families', { name: 'Família da Eva', user: admin.account.id }),
      201,
    );
    const { account, api } = await person('Fábio Indeciso');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2
          ? api('POST', '/families', { name: 'Família do Fábio', user: account.id })
          : api('POST', '/families/voucher', {
              voucher: family.voucher,
              email: account.email,
              user: account.id,
            }),
      ),
    );
    expect(answers.filter((answer) => answer.status < 300)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status >= 300).map((answer) => answer.body)).toEqual(
      Array.from({ length: 9 }, () => ALREADY),
    );
    expect((await families(api)).total).toBe(1);
  });
});
