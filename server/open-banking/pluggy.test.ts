import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePluggyApi, startFakePluggyApi } from '../test/fakes/pluggy-api.ts';
import { pluggyOpenBanking } from './pluggy.ts';
import { ProviderError } from './provider.ts';

// Our Pluggy client against the local fake of Pluggy's REST API (decision 484): the calls the
// widget's success and a sync make, and what comes back in our terms.
let pluggy: FakePluggyApi;

beforeAll(async () => {
  pluggy = await startFakePluggyApi({
    connector: { id: 201, name: 'Itaú' },
    accounts: [
      {
        id: 'acc-1',
        type: 'BANK',
        subtype: 'CHECKING_ACCOUNT',
        name: 'Conta Corrente',
        number: '1-2',
        balance: 10.5,
      },
      {
        id: 'card-1',
        type: 'CREDIT',
        subtype: 'CREDIT_CARD',
        name: 'Itaú Visa',
        number: null,
        balance: 320.4,
        creditData: {
          brand: 'VISA',
          creditLimit: 5000,
          balanceCloseDate: '2026-03-05',
          balanceDueDate: '2026-03-15',
        },
      },
    ],
    transactions: [
      {
        id: 't1',
        accountId: 'acc-1',
        description: 'Salário',
        amount: 5000,
        date: '2026-03-02T12:00:00.000Z',
        type: 'CREDIT',
        category: 'Salary',
      },
      {
        id: 't2',
        accountId: 'acc-1',
        description: 'Padaria',
        amount: 45.9,
        date: '2026-03-03T01:30:00.000Z',
        type: 'DEBIT',
        category: null,
      },
      {
        id: 't3',
        accountId: 'acc-1',
        description: 'Uber',
        amount: 23.5,
        date: '2026-03-04T12:00:00.000Z',
        type: 'DEBIT',
        category: null,
      },
      {
        id: 't0',
        accountId: 'acc-1',
        description: 'Antiga',
        amount: 1,
        date: '2026-01-01T12:00:00.000Z',
        type: 'DEBIT',
        category: null,
      },
    ],
  });
});
afterAll(() => pluggy.close());

describe('the Pluggy client', () => {
  it('signs in once with the secret, then reads the item, its accounts and every page of rows', async () => {
    const client = pluggyOpenBanking({
      clientId: pluggy.clientId,
      clientSecret: pluggy.clientSecret,
      baseUrl: pluggy.baseUrl,
    });
    await expect(client.createConnectToken()).resolves.toMatch(/^connect-/);
    await expect(client.getItem('item-9')).resolves.toMatchObject({
      id: 'item-9',
      connector: '201',
      institution: 'Itaú',
      status: 'UPDATED',
    });
    const [checking, card] = await client.listAccounts('item-9');
    expect(checking).toEqual({
      id: 'acc-1',
      kind: 'checking',
      name: 'Conta Corrente',
      number: '1-2',
      balanceCents: 1050,
      card: null,
    });
    expect(card?.card).toEqual({ limitCents: 500_000, flag: 'Visa', closeDay: 5, dueDay: 15 });
    const rows = await client.listTransactions('acc-1', '2026-03-01');
    // Three rows over two pages; the one before `from` stays out; 01:30Z is still the 2nd in São Paulo.
    expect(rows).toEqual([
      { id: 't1', description: 'Salário', amountCents: 500_000, date: '2026-03-02', categoryCode: 'salario' },
      { id: 't2', description: 'Padaria', amountCents: -4590, date: '2026-03-02', categoryCode: null },
      { id: 't3', description: 'Uber', amountCents: -2350, date: '2026-03-04', categoryCode: null },
    ]);
    expect(pluggy.calls.filter((call) => call.url === '/auth')).toHaveLength(1);
    expect(
      pluggy.calls.filter((call) => call.url.startsWith('/transactions')).map((call) => call.url),
    ).toEqual([
      '/transactions?accountId=acc-1&from=2026-03-01&pageSize=500&page=1',
      '/transactions?accountId=acc-1&from=2026-03-01&pageSize=500&page=2',
    ]);
  });

  it('wrong credentials are a provider failure, never an answer', async () => {
    const client = pluggyOpenBanking({ clientId: 'outro', clientSecret: 'errado', baseUrl: pluggy.baseUrl });
    const failure = await client.createConnectToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).reason).toBe('unavailable');
  });
});
