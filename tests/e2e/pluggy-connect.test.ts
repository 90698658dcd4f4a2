import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePluggyApi, startFakePluggyApi } from '../../server/test/fakes/pluggy-api.ts';
import { addDays } from '../../src/lib/dates';
import { formatMoney } from '../../src/lib/money';
import { PLAYER_ORIGIN } from '../../src/lib/video-host';
import { PLUGGY_STANDIN_SCRIPT } from '../../src/testing/pluggy-connect-standin';
import { signUpInBrowser } from './support/accounts';
import { apiClient } from './support/api';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { newPage } from './support/session';

// Pluggy Connect for real (decision 481, 484): the server runs with PLUGGY_CLIENT_ID/SECRET against a
// local fake of Pluggy's REST API, and PLUGGY_CONNECT_URL names the widget's stand-in script served
// here on its own origin. The CSP allows exactly that script origin and the frame origin (beside
// the learning videos' player); the widget's success saves the connection, a sync imports the
// bank's rows, and the one that matches a row typed by hand is offered for merge and merged only
// on 'Unir'.

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
// The row typed by hand a day before the bank's (a day after on the 1st): within the 3 days of the rule.
const typedOn = today.endsWith('-01') ? addDays(today, 1) : addDays(today, -1);
const month = today.slice(0, 7);

let pluggy: FakePluggyApi;
let standin: Server;
let scriptUrl: string;
let frameOrigin: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  pluggy = await startFakePluggyApi({
    connector: { id: 201, name: 'Itaú' },
    accounts: [
      {
        id: 'acc-itau-1',
        type: 'BANK',
        subtype: 'CHECKING_ACCOUNT',
        name: 'Conta Corrente Itaú',
        number: '12345-6',
        balance: 2500,
      },
    ],
    transactions: [
      ['tx-1', 'PAG*PADARIA PAO QUENTE', 45.9, 'DEBIT'],
      ['tx-2', 'SALARIO ACME LTDA', 5000, 'CREDIT'],
      ['tx-3', 'UBER *TRIP', 23.5, 'DEBIT'],
    ].map(([id, description, amount, type]) => ({
      id: String(id),
      accountId: 'acc-itau-1',
      description: String(description),
      amount: Number(amount),
      date: `${today}T12:00:00.000Z`,
      type: type as 'DEBIT' | 'CREDIT',
      category: null,
    })),
  });
  standin = createServer((request, response) => {
    if (request.url !== '/pluggy-connect.js') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    response.end(PLUGGY_STANDIN_SCRIPT);
  });
  await new Promise<void>((resolve) => standin.listen(0, '127.0.0.1', resolve));
  const { port } = standin.address() as AddressInfo;
  scriptUrl = `http://127.0.0.1:${port}/pluggy-connect.js`;
  // Pluggy's frame comes from another origin than its script; `localhost` stands for it here.
  frameOrigin = `http://localhost:${port}`;
  server = await startServer({
    PLUGGY_CLIENT_ID: pluggy.clientId,
    PLUGGY_CLIENT_SECRET: pluggy.clientSecret,
    PLUGGY_BASE_URL: pluggy.baseUrl,
    PLUGGY_CONNECT_URL: scriptUrl,
    PLUGGY_CONNECT_FRAME_ORIGIN: frameOrigin,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => standin?.close(resolve));
  await pluggy?.close();
});

/** The CSP of an answer as directive → sources. */
async function cspOf(path: string): Promise<Map<string, string[]>> {
  const response = await fetch(`${server.url}${path}`);
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Pluggy Connect against a local Pluggy', () => {
  it('the CSP allows exactly the widget script and frame origins, and no other', async () => {
    for (const path of ['/', '/configuracoes/contas-automaticas', '/api/health']) {
      const csp = await cspOf(path);
      expect(csp.get('script-src')).toEqual(["'self'", new URL(scriptUrl).origin]);
      // The learning videos' player is the one other frame (decision 261).
      expect(csp.get('frame-src')).toEqual(["'self'", PLAYER_ORIGIN, frameOrigin]);
      const elsewhere = [...csp].filter(([name]) => name !== 'script-src' && name !== 'frame-src');
      for (const [, sources] of elsewhere)
        expect(sources.filter((source) => /\/\//.test(source))).toEqual([]);
    }
  });

  it('connects through the widget, imports the rows and merges the one typed by hand on Unir', async () => {
    const page = await newPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refused.push(message.text());
    });
    const account = await signUpInBrowser(page, server, { name: 'Nina', emailPrefix: 'pluggy' });
    const api = apiClient(server, account.token);
    const wallet = await api<{ _id: string }>('POST', '/payments', {
      name: 'Carteira Nina',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 300,
    });
    const categories = await api<{ items: Array<{ _id: string; name: string }> }>('GET', '/categories');
    const food = categories.items.find((category) => category.name === 'Supermercado')?._id;
    await api('POST', '/transactions', {
      name: 'Padaria Pão Quente',
      value: -45.9,
      date: typedOn,
      paid: true,
      transactionType: 'expenses',
      category: food,
      payment: wallet._id,
    });

    await page.goto(`${server.url}/configuracoes/contas-automaticas`);
    await page.getByRole('button', { name: 'Conectar nova conta' }).click();
    // The stand-in script, loaded from its own origin under the CSP, opens its widget.
    const widget = page.getByRole('dialog', { name: 'Pluggy Connect' });
    await widget.getByRole('button', { name: 'Conectar Itaú' }).click();
    const modal = page.getByRole('dialog', { name: 'Conectar conta bancária' });
    await modal.getByText('Sua conta foi adicionada com sucesso...').waitFor();
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();

    const card = page.getByRole('article', { name: 'Itaú' });
    await card.getByRole('button', { name: 'Sincronizar Itaú' }).click();
    await card.getByText('Sua conta foi sincronizada com sucesso').waitFor();
    await card.getByRole('list', { name: /Itaú/ }).getByText('Conta Corrente Itaú').waitFor();

    // The bank's bakery row and the one typed by hand, offered side by side.
    const merges = page.getByRole('region', { name: 'Lançamentos parecidos' });
    const pair = merges.getByRole('listitem', { name: 'PAG*PADARIA PAO QUENTE e Padaria Pão Quente' });
    await pair.waitFor();
    await expect(merges.getByRole('listitem').count()).resolves.toBe(1);
    const pairText = ((await pair.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(pairText).toContain(formatMoney(-4590).replace(/\s+/g, ' '));
    // Nothing merged before the person says so.
    const before = await api<{ items: Array<{ name: string }> }>(
      'GET',
      `/transactions?startDate=${addDays(today, -5)}&endDate=${addDays(today, 5)}`,
    );
    expect(before.items.map((row) => row.name).sort()).toEqual(
      ['PAG*PADARIA PAO QUENTE', 'Padaria Pão Quente', 'SALARIO ACME LTDA', 'UBER *TRIP'].sort(),
    );

    await pair.getByRole('button', { name: 'Unir Padaria Pão Quente ao lançamento do banco' }).click();
    await merges.getByText('Lançamentos unidos.', { exact: false }).waitFor();
    await merges.getByText('Nenhum lançamento parecido para revisar.').waitFor();

    // The imported rows in Movimentações: the bakery once, with the name typed by hand.
    await page.goto(`${server.url}/movimentacoes?month=${month}`);
    await page.getByRole('row').filter({ hasText: 'SALARIO ACME LTDA' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'UBER *TRIP' }).waitFor();
    await expect(page.getByRole('row').filter({ hasText: 'Padaria Pão Quente' }).count()).resolves.toBe(1);
    await expect(page.getByRole('row').filter({ hasText: 'PAG*PADARIA' }).count()).resolves.toBe(0);

    expect(refused).toEqual([]);
    // Our server spoke to Pluggy with its key after one sign-in with the secret.
    expect(pluggy.calls.filter((call) => call.url === '/auth')).toHaveLength(1);
    expect(pluggy.calls.filter((call) => call.url !== '/auth').every((call) => call.authorised)).toBe(true);
    expect(pluggy.calls.some((call) => call.url === '/connect_token')).toBe(true);
    await page.context().close();
  }, 120_000);
});
