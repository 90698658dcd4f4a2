import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_CLIENT_EMAIL as CLIENT_EMAIL,
  DEMO_CLIENT_NAME as CLIENT_NAME,
  DEMO_PASSWORD,
  DEMO_PLANNER as PLANNER,
} from './support/accounts';
import { apiClient } from './support/api';
import { browser, server, setUpJourney } from './support/journey';
import { enterClientInNewTab, expectInApp, newPage, submitLogin } from './support/session';

setUpJourney();

/** The planner signed in as herself, on /clientes with the list read. */
async function plannerOnClientList(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, PLANNER, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'continuar com sua conta' }).click();
  await expectInApp(page);
  await page.goto(`${server.url}/clientes`);
  await page.getByRole('cell', { name: CLIENT_EMAIL }).waitFor();
}

/** What the server answers to the stored session of `page`, read as that session's own user. */
const storedSessionAnswer = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const answer = await fetch(`/api/users/${localStorage.getItem('id')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return answer.status;
  });

describe('a planner between tabs and clients, in Chromium against the real server', () => {
  it('a /clientes left open in another tab follows the client entered here, and ends nothing (audit AG4)', async () => {
    const first = await newPage(browser);
    await plannerOnClientList(first);
    const plannerId = await first.evaluate(() => localStorage.getItem('id'));
    const logouts: string[] = [];
    first.on('request', (request) => {
      if (request.url().endsWith('/api/users/logout')) logouts.push(request.url());
    });

    const second = await enterClientInNewTab(first, CLIENT_NAME, DEMO_PASSWORD);

    // The first tab follows into João's account instead of starting the list again.
    await first.waitForURL('**/painel**', { timeout: 10_000 });
    await first.getByText(CLIENT_NAME).first().waitFor();
    expect(logouts).toEqual([]);
    // The second tab is still João's, on screen and on the server: his wallet, not the planner's.
    await second.getByText(CLIENT_NAME).first().waitFor();
    await second.getByRole('link', { name: 'Carteiras' }).click();
    await second.waitForURL('**/carteiras');
    await second.getByText('Dinheiro', { exact: true }).first().waitFor();
    const joaoId = await second.evaluate(() => localStorage.getItem('id'));
    expect(joaoId).not.toBe(plannerId);
    await expect(storedSessionAnswer(second)).resolves.toBe(200);

    // The planner's own move to the list, in the first tab, still leaves João there and everywhere.
    const joaoToken = await second.evaluate(() => localStorage.getItem('token'));
    await first.goto(`${server.url}/clientes`);
    await first.getByRole('cell', { name: CLIENT_EMAIL }).waitFor();
    await expect(first.evaluate(() => localStorage.getItem('id'))).resolves.toBe(plannerId);
    await expect.poll(() => logouts.length).toBe(1);
    const joaoNow = await fetch(`${server.url}/api/users/${joaoId}`, {
      headers: { Authorization: `Bearer ${joaoToken}` },
    });
    expect(joaoNow.status).toBe(401);
    await first.context().close();
  });

  it('brings the planner back to the client list, still signed in, when a client removes the planner meanwhile (audit AG3)', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await submitLogin(page, PLANNER, DEMO_PASSWORD);
    await page
      .getByLabel('Cliente', { exact: true })
      .selectOption({ label: `${CLIENT_NAME} (${CLIENT_EMAIL})` });
    await page.getByRole('button', { name: 'Ok' }).click();
    await expectInApp(page);
    await page.getByText(CLIENT_NAME).first().waitFor();
    const plannerId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('plannerLogin') ?? '{}') as { id?: string }).id,
    );

    // João, in his own session elsewhere, takes the planner's access away (decision 048).
    const joao = await apiClient(server)<{ accessToken: string; id: string }>('POST', '/users/authenticate', {
      email: CLIENT_EMAIL,
      password: DEMO_PASSWORD,
    });
    const removed = await fetch(`${server.url}/api/users/${joao.id}/planners/${plannerId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${joao.accessToken}` },
    });
    expect(removed.status).toBe(204);

    await page.getByRole('link', { name: 'Carteiras' }).click();
    await page.waitForURL('**/clientes', { timeout: 10_000 });
    await page
      .getByText('O acesso a este cliente terminou. Ele pode ter removido seu acesso ou excluído a conta.')
      .waitFor();
    await page.getByRole('table', { name: 'Clientes' }).waitFor();
    await expect(page.getByRole('cell', { name: CLIENT_EMAIL }).count()).resolves.toBe(0);
    // Still the planner, on the planner's own login.
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBe(plannerId);
    await expect(storedSessionAnswer(page)).resolves.toBe(200);
    await page.context().close();
  });
});
