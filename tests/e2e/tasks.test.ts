import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './support/accounts';
import { browser, page, server, setUpJourney } from './support/journey';
import { newPage, signInInBrowser } from './support/session';

// The tasks journey against the real server with the demo account of Ana: she accepts a suggested
// task and completes it, rejects another, creates a personal task and edits it, and finds every
// list as she left it after a reload; a suggested task opens read-only. Then a second device that was
// not reloaded cannot undo what the first did (decision 009).

const SUGGESTION = 'Cancele assinaturas que você não usa';
const REJECTED = 'Saia do cheque especial';
const region = (name: string, on: Page = page) => on.getByRole('region', { name });
const row = (card: string, title: string, on: Page = page) =>
  region(card, on)
    .getByRole('listitem')
    .filter({ has: on.getByRole('button', { name: new RegExp(title) }) });
/** Opens a new task's row and presses one of its buttons. */
async function decide(on: Page, title: string, button: 'Vou fazer' | 'Não vou fazer') {
  const card = row('Novas tarefas adicionadas', title, on);
  await card.getByRole('button', { name: new RegExp(title) }).click();
  await card.getByRole('button', { name: button, exact: true }).click();
}

setUpJourney();

beforeAll(async () => {
  await signInInBrowser(page, server, DEMO_ACCOUNT);
});

describe('tasks in Chromium against the real server', () => {
  it('accepts a suggestion, completes it and rejects another', async () => {
    await page.goto(`${server.url}/tarefas`);
    await page.getByRole('heading', { level: 1, name: 'Planos de ação' }).waitFor();
    await row('Novas tarefas adicionadas', SUGGESTION)
      .getByRole('button', { name: new RegExp(SUGGESTION) })
      .click();
    await row('Novas tarefas adicionadas', SUGGESTION)
      .getByRole('button', { name: 'Vou fazer', exact: true })
      .click();
    await row('Tarefas pendentes', SUGGESTION).waitFor();
    await row('Tarefas pendentes', SUGGESTION).getByRole('button', { name: 'concluir tarefa' }).click();
    await page.getByText('Tarefa concluída com sucesso').waitFor();
    await row('Últimas tarefas cumpridas', SUGGESTION).waitFor();
    await row('Novas tarefas adicionadas', REJECTED)
      .getByRole('button', { name: new RegExp(REJECTED) })
      .click();
    await row('Novas tarefas adicionadas', REJECTED).getByRole('button', { name: 'Não vou fazer' }).click();
    await row('Últimas tarefas recusadas', REJECTED).waitFor();
  });

  it('creates a personal task, accepts it and edits it', async () => {
    await page.getByRole('button', { name: 'Criar Nova tarefa Pessoal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await dialog.getByLabel('Título').fill('Vender a bicicleta');
    await dialog.getByLabel('Descrição').fill('Anunciar por R$ 800,00');
    await dialog.getByRole('button', { name: 'Salvar nova tarefa' }).click();
    await page.getByText('Tarefa criada com sucesso').waitFor();
    await row('Novas tarefas adicionadas', 'Vender a bicicleta')
      .getByRole('button', { name: /Vender/ })
      .click();
    await row('Novas tarefas adicionadas', 'Vender a bicicleta')
      .getByRole('button', { name: 'Vou fazer', exact: true })
      .click();
    await row('Tarefas pendentes', 'Vender a bicicleta')
      .getByRole('button', { name: /Vender/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar tarefa' });
    await edit.getByLabel('Título').fill('Vender a bicicleta e o patinete');
    await edit.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByText('Tarefa editada com sucesso').waitFor();
    await row('Tarefas pendentes', 'Vender a bicicleta e o patinete').waitFor();
  });

  it('keeps every list after a reload; a suggestion opens read-only', async () => {
    await page.reload();
    await row('Últimas tarefas cumpridas', SUGGESTION).waitFor();
    await row('Últimas tarefas recusadas', REJECTED).waitFor();
    await row('Tarefas pendentes', 'Vender a bicicleta e o patinete').waitFor();
    const reserve = 'Comece sua reserva de emergência';
    await row('Novas tarefas adicionadas', reserve)
      .getByRole('button', { name: new RegExp(reserve) })
      .click();
    await row('Novas tarefas adicionadas', reserve)
      .getByRole('button', { name: 'Vou fazer', exact: true })
      .click();
    await row('Tarefas pendentes', reserve)
      .getByRole('button', { name: new RegExp(reserve) })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar tarefa' });
    await dialog.getByText('Tarefas sugeridas pelo sistema não podem ser editadas.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Editar', exact: true }).isDisabled()).toBe(true);
  });

  it("never lets a device that was not reloaded undo another's decision", async () => {
    const delivery = 'Defina um limite para delivery';
    const fees = 'Elimine tarifas bancárias';
    const phone = await newPage(browser);
    await signInInBrowser(phone, server, DEMO_ACCOUNT);
    for (const device of [page, phone]) {
      await device.goto(`${server.url}/tarefas`);
      await row('Novas tarefas adicionadas', delivery, device).waitFor();
    }
    await decide(page, delivery, 'Vou fazer');
    await row('Tarefas pendentes', delivery).waitFor();
    // The phone still shows the task as new: its 'Não vou fazer' is refused and it is told why.
    await decide(phone, delivery, 'Não vou fazer');
    await phone
      .getByRole('alert')
      .filter({
        hasText: 'Essa tarefa já foi alterada em outra aba ou aparelho: ela está em “Tarefas pendentes”.',
      })
      .waitFor();
    await row('Tarefas pendentes', delivery, phone).waitFor();
    // A move of another task from the same phone goes through, without touching the first.
    await decide(phone, fees, 'Não vou fazer');
    await row('Últimas tarefas recusadas', fees, phone).waitFor();
    // A completion on one device survives the other completing it too.
    await row('Tarefas pendentes', delivery).getByRole('button', { name: 'concluir tarefa' }).click();
    await page.getByText('Tarefa concluída com sucesso').waitFor();
    await row('Tarefas pendentes', delivery, phone).getByRole('button', { name: 'concluir tarefa' }).click();
    await row('Últimas tarefas cumpridas', delivery, phone).waitFor();
    await page.reload();
    await row('Últimas tarefas cumpridas', delivery).waitFor();
    await row('Últimas tarefas recusadas', fees).waitFor();
    expect(await row('Tarefas pendentes', delivery).count()).toBe(0);
    await phone.context().close();
  });
});
