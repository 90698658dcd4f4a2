import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox.ts';
import { addDays, formatDateBr } from '../../src/lib/dates';
import { formatMoney } from '../../src/lib/money';
import { type Account, createActivatedAccount } from './support/accounts';
import { type Api, apiClient } from './support/api';
import { browser, restartServer, server, setUpJourney } from './support/journey';
import { waitForMail } from './support/outbox';
import { newPage, signInInBrowser } from './support/session';

// Reminders against the real server (decisions 471, 464). Rita books an expense for tomorrow in the
// app and has a calendar item falling tomorrow; Beto has something due too. The server then starts
// again on the same port and data folder with its job queue on a clock that starts today at 14:59:35
// in São Paulo and runs on (JOBS_CLOCK_START), its poller looking every 200 ms and the reminder sweep
// every second. Rita sets her reminder for the next whole minute of that clock in Preferências; Beto
// sets the same time but turns reminders off. Rita's e-mail lands at her minute and not before, with
// the amounts written as the app writes them; Beto gets nothing. Before the restart the queue is off,
// so nothing goes out on the machine's own clock.

const SAO_PAULO = 'America/Sao_Paulo';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());
const tomorrow = addDays(today, 1);
// 25 s short of a whole minute: the restart and the two saved preferences fit in it, and the
// reminder's minute comes without waiting most of another.
const CLOCK_START = new Date(`${today}T14:59:35-03:00`);
const SUBJECT = 'Otto: seus lembretes de amanhã';

setUpJourney({ JOBS: '0' });

/**
 * The queue's clock started at CLOCK_START somewhere between the spawn and the first healthy answer,
 * so now it reads between these two instants.
 */
const serverClock = () => ({
  earliest: CLOCK_START.getTime() + Date.now() - server.healthyAt,
  latest: CLOCK_START.getTime() + Date.now() - server.spawnedAt,
});

/** 'HH:MM' in São Paulo, and its instant, of the first whole minute at least `marginMs` ahead of the clock. */
function nextMinute(marginMs: number): { time: string; at: number } {
  const at = Math.ceil((serverClock().latest + marginMs) / 60_000) * 60_000;
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: SAO_PAULO,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { time, at };
}

const remindersTo = async (email: string) =>
  (await readOutbox(`${server.dataDir}/outbox`)).filter(
    (mail) => mail.to.includes(email) && mail.subject === SUBJECT,
  );

/** A fresh account signed in on its own page, with a checking account to book on. */
async function person(
  name: string,
  emailPrefix: string,
): Promise<{ account: Account; api: Api; page: Page }> {
  const account = await createActivatedAccount(server, { name, emailPrefix });
  const api = apiClient(server, account.token);
  await api('POST', '/payments', {
    name: `Conta ${name}`,
    type: 'debit',
    accountType: 'Conta corrente',
    value: 5000,
  });
  const page = await newPage(browser);
  await signInInBrowser(page, server, account);
  return { account, api, page };
}

/** 'Nova movimentação' on /movimentacoes: an unpaid expense on `date`, typed as the app's money field takes it. */
async function bookExpense(page: Page, name: string, cents: string, date: string, wallet: string) {
  await page.goto(`${server.url}/movimentacoes?month=${date.slice(0, 7)}`);
  await page.getByText('Opções').click();
  await page.getByRole('button', { name: 'Nova movimentação' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Valor', { exact: true }).fill(cents);
  await dialog.getByLabel('Data', { exact: true }).fill(date);
  await dialog.getByLabel('Categoria', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption({ label: wallet });
  await expect(dialog.getByRole('checkbox', { name: 'Pago' }).isChecked()).resolves.toBe(false);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText('Despesa cadastrada com sucesso').waitFor();
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
}

/** Preferências: reminders on or off at `time`, saved and confirmed. */
async function setReminder(page: Page, { on, time }: { on: boolean; time: string }) {
  await page.goto(`${server.url}/configuracoes/preferencias`);
  const notifications = page.getByRole('checkbox', { name: 'Receber notificações' });
  await expect(notifications.isChecked()).resolves.toBe(true);
  const field = page.getByLabel('Horário das notificações');
  await field.fill(time);
  if (!on) {
    await notifications.uncheck();
    await expect(field.isDisabled()).resolves.toBe(true);
  }
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await page.getByRole('status').filter({ hasText: 'Alterações salvas com sucesso' }).waitFor();
}

describe('reminders by e-mail at the time set in Preferências', () => {
  it('land at the set minute of the server clock, not before, and never when switched off', async () => {
    const rita = await person('Rita Reis', 'lembrete');
    const beto = await person('Beto Lima', 'sem.lembrete');
    const categories = await rita.api<{ items: Array<{ _id: string; name: string }> }>('GET', '/categories');
    const housing = categories.items.find((category) => category.name === 'Moradia')?._id;
    const [wallet] = await rita
      .api<{ items: Array<{ _id: string }> }>('GET', '/payments')
      .then((w) => w.items);

    await bookExpense(rita.page, 'Escola das crianças', '98765', tomorrow, 'Conta Rita Reis');
    await rita.api('POST', '/linkedtransactions', {
      transaction: { name: 'Aluguel', category: housing, payment: wallet?._id, transactionType: 'expenses' },
      value: -1234.56,
      day: Number(tomorrow.slice(8)),
    });
    await bookExpense(beto.page, 'Academia', '12990', tomorrow, 'Conta Beto Lima');

    // The channel is e-mail, said on the screen where the time is set.
    await rita.page.goto(`${server.url}/configuracoes/preferencias`);
    await rita.page
      .getByText(`Os lembretes chegam por e-mail, em ${rita.account.email}`, { exact: false })
      .waitFor();

    await restartServer({
      JOBS: '1',
      JOBS_CLOCK_START: CLOCK_START.toISOString(),
      JOBS_POLL_MS: '200',
      JOBS_REMINDER_SWEEP_SECONDS: '1',
    });
    const minute = nextMinute(15_000);
    await setReminder(rita.page, { on: true, time: minute.time });
    await setReminder(beto.page, { on: false, time: minute.time });

    // Not before: while the server's clock is surely short of the minute, nothing has gone out.
    while (serverClock().latest < minute.at - 300) {
      expect(await remindersTo(rita.account.email)).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const mail = await waitForMail(
      server.dataDir,
      (m) => m.to.includes(rita.account.email) && m.subject === SUBJECT,
      minute.at - serverClock().earliest + 15_000,
    );
    expect(serverClock().latest).toBeGreaterThanOrEqual(minute.at);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Olá, Rita Reis!');
    expect(text).toContain(`Vence amanhã, ${formatDateBr(tomorrow)}:`);
    // Largest first, each amount as the app's one money formatter writes it.
    expect(text).toContain(
      `• Aluguel: ${formatMoney(123456)} • Escola das crianças: ${formatMoney(98765)}`.replace(/\s+/g, ' '),
    );
    expect(text).toContain(`às ${minute.time}`);
    // The transactions screen shows the booked expense with the very same text.
    await rita.page.goto(`${server.url}/movimentacoes?month=${tomorrow.slice(0, 7)}`);
    const row = rita.page.getByRole('row').filter({ hasText: 'Escola das crianças' });
    expect(((await row.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
      formatMoney(-98765).replace(/\s+/g, ' '),
    );

    // Switched off: two more sweeps after Rita's went out, and still nothing for Beto.
    const sentAt = serverClock().latest;
    while (serverClock().earliest < sentAt + 3_000) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await remindersTo(beto.account.email)).toEqual([]);
    expect(await remindersTo(rita.account.email)).toHaveLength(1);
  }, 180_000);
});
