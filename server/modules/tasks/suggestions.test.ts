import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonthsToKey, monthKeyOf, todayIso } from '../../../src/lib/dates.ts';
import { formatMoney } from '../../../src/lib/money.ts';
import type { NewTransaction } from '../../repositories/transactions.ts';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { SYSTEM_TASKS } from './system-tasks.ts';

interface Task {
  _id: string;
  title: string;
  description: string;
  user?: string | null;
  origin?: string;
}
type List<T> = { items: T[]; total: number };

let server: TestServer;
let api: Client;
let other: Client;
let me: string;
const today = todayIso();
const month = monthKeyOf(today);
const tasks = async (who: Client) => (await data<List<Task>>(who('GET', '/tasks'))).items;

beforeAll(async () => {
  server = await startTestServer();
  const ana = await createAccount(server, { name: 'Ana Souza' });
  api = client(server, ana.token);
  other = client(server, (await createAccount(server, { name: 'Bruno Lima' })).token);
  me = ana.id;
});
afterAll(() => server.close());

/**
 * Ana's month, written straight through the repositories: R$ 3.000,00 of salary, a plan of
 * R$ 1.000,00 for variable spending against R$ 1.412,30 spent, R$ 1.200,00 of card instalments,
 * a card invoice left open with R$ 250,00, and a trip objective with nothing saved.
 */
async function seedAnasMonth() {
  const { repos } = server.app;
  const categories = await repos.categories.listFor(me);
  const byCode = (code: string) => categories.find((category) => category.code === code)?.id as string;
  const variable = categories.find((c) => c.group === 'expenses' && c.sort === 'variable')?.id as string;
  const fixed = categories.find((c) => c.group === 'expenses' && c.sort === 'fixed')?.id as string;
  const wallet = await repos.payments.create({ userId: me, name: 'Conta Itaú', type: 'debit' });
  const card = await repos.payments.create({
    userId: me,
    name: 'Cartão Nubank',
    type: 'credit',
    flag: 'Mastercard',
    closingDay: 3,
    dueDay: 10,
  });
  await repos.budgets.insertMissing(me, [
    {
      month,
      accumulated: 0,
      lines: [
        { _id: 'l1', category: byCode('salario'), type: 'revenues', value: 300_000 },
        { _id: 'l2', category: fixed, type: 'essential', value: 150_000 },
        { _id: 'l3', category: variable, type: 'noessential', value: 100_000 },
      ],
    },
  ]);
  const dueDate = addDays(today, -5);
  const invoice = await repos.invoices.ensure({
    userId: me,
    paymentId: card.id,
    month: addMonthsToKey(month, -1),
    closingDate: addDays(dueDate, -7),
    dueDate,
  });
  const row = (
    values: Pick<NewTransaction, 'name' | 'value' | 'transactionType'> & Partial<NewTransaction>,
  ): NewTransaction => ({
    userId: me,
    paid: true,
    date: today,
    ...values,
  });
  await repos.transactions.insertMany([
    row({
      paymentId: wallet.id,
      categoryId: byCode('salario'),
      transactionType: 'revenues',
      name: 'Salário',
      value: '3000.00',
    }),
    row({
      paymentId: wallet.id,
      categoryId: variable,
      transactionType: 'expenses',
      name: 'Restaurante',
      value: '-1412.30',
    }),
    row({
      paymentId: card.id,
      categoryId: fixed,
      transactionType: 'expenses',
      name: 'Geladeira 3/10',
      value: '-1200.00',
      recurrentIndex: 3,
      lastInstallment: 10,
      recurrentTransactionId: 'serie-geladeira',
    }),
    row({
      paymentId: card.id,
      categoryId: fixed,
      transactionType: 'expenses',
      name: 'Farmácia',
      value: '-250.00',
      date: addDays(dueDate, -20),
      invoiceId: invoice.id,
    }),
  ]);
  await repos.objectives.create({
    userId: me,
    name: 'Viagem para Salvador',
    category: 'viajar',
    totalValue: '6000.00',
    initialValue: '0',
    installment: '500.00',
    beginDate: `${addMonthsToKey(month, -3)}-01`,
    finalDate: `${addMonthsToKey(month, 8)}-28`,
  });
}

describe('tasks suggested from the person’s numbers (decision 480)', () => {
  it('offers only the editorial tasks while there are no numbers', async () => {
    const list = await tasks(api);
    expect(list.map((task) => task._id)).toEqual(SYSTEM_TASKS.map((task) => task.id));
    expect(list.every((task) => task.origin === 'editorial')).toBe(true);
  });

  it('suggests tasks with the amounts in their text, first, and hides the editorial ones they cover', async () => {
    await seedAnasMonth();
    const list = await tasks(api);
    const fromNumbers = list.filter((task) => task.origin === 'numbers');
    expect(fromNumbers.map((task) => task._id.split(`-${month}-`)[0])).toEqual([
      'sugestao-fatura-aberta',
      'sugestao-parcelas-cartao',
      'sugestao-gastos-variaveis',
      'sugestao-reserva-emergencia',
      'sugestao-objetivo-atrasado',
    ]);
    expect(list.slice(0, 5)).toEqual(fromNumbers);
    expect(fromNumbers.every((task) => task.user === null)).toBe(true);
    const [invoice, installments, variable, reserve, objective] = fromNumbers as Task[] & { length: 5 };
    expect(invoice?.title).toContain('Cartão Nubank');
    expect(invoice?.description).toContain(`Ficaram ${formatMoney(25_000)} em aberto`);
    expect(installments?.title).toBe('Suas parcelas no cartão comprometem 40% das suas receitas');
    expect(installments?.description).toContain(
      `${formatMoney(120_000)} em parcelas para ${formatMoney(300_000)}`,
    );
    expect(installments?.description).toContain(`(${formatMoney(90_000)})`);
    expect(variable?.title).toContain(`passaram ${formatMoney(41_230)} do planejado`);
    expect(variable?.description).toContain(`planejou ${formatMoney(100_000)}`);
    expect(variable?.description).toContain(`já lançou ${formatMoney(141_230)}`);
    expect(reserve?.title).toBe(`Monte sua reserva de emergência de ${formatMoney(1_500_000)}`);
    expect(reserve?.description).toContain(`Guarde ${formatMoney(30_000)} por mês`);
    expect(objective?.title).toBe(`Seu objetivo Viagem para Salvador está ${formatMoney(150_000)} atrasado`);
    const ids = list.map((task) => task._id);
    expect(ids).not.toContain('sistema-reserva-emergencia');
    expect(ids).not.toContain('sistema-rotativo-cartao');
    expect(ids).toContain('sistema-assinaturas');
  });

  it('keeps them to the person: others neither list nor read them', async () => {
    const mine = (await tasks(api)).find((task) => task.origin === 'numbers') as Task;
    expect((await tasks(other)).some((task) => task._id === mine._id)).toBe(false);
    expect((await other('GET', `/tasks/${mine._id}`)).status).toBe(404);
    expect((await data<Task>(api('GET', `/tasks/${mine._id}`))).title).toBe(mine.title);
    expect((await api('PATCH', `/tasks/${mine._id}`, { title: 'Outra' })).status).toBe(403);
    expect((await api('DELETE', `/tasks/${mine._id}`)).status).toBe(403);
  });

  it('follows the numbers: a fixed problem leaves the new list, an accepted one stays', async () => {
    const list = await tasks(api);
    const variable = list.find((task) => task._id.startsWith('sugestao-gastos-variaveis')) as Task;
    const reserve = list.find((task) => task._id.startsWith('sugestao-reserva-emergencia')) as Task;
    const config = (await data<List<{ _id: string }>>(api('GET', '/userconfigs'))).items[0] as {
      _id: string;
    };
    await data(api('PATCH', `/userconfigs/${config._id}`, { tasksAccepted: [variable._id] }));
    // The person books an emergency reserve and cuts the restaurant bill to plan.
    const { repos } = server.app;
    await repos.objectives.create({
      userId: me,
      name: 'Reserva',
      category: 'reserva-emergencia',
      totalValue: '9000.00',
      initialValue: '3000.00',
    });
    const [restaurant] = (
      await repos.transactions.list({ userIds: [me], start: `${month}-01`, end: today })
    ).filter((row) => row.name === 'Restaurante');
    if (restaurant) await repos.transactions.update(restaurant.id, { value: '-900.00' });
    const after = await tasks(api);
    const ids = after.map((task) => task._id);
    expect(ids).not.toContain(reserve._id);
    expect(ids).toContain('sistema-reserva-emergencia');
    expect(ids).toContain(variable._id);
    expect(after.find((task) => task._id === variable._id)?.title).toBe(variable.title);
  });
});

describe('suggestions in the person’s currency', () => {
  it('formats the amounts with the currency they chose (Dólar americano)', async () => {
    const carla = await createAccount(server, { name: 'Carla Dias' });
    const carlaApi = client(server, carla.token);
    await data(carlaApi('PATCH', `/users/${carla.id}`, { currency: 'USD' }));
    const { repos } = server.app;
    const categories = await repos.categories.listFor(carla.id);
    const fixed = categories.find((c) => c.group === 'expenses' && c.sort === 'fixed')?.id as string;
    await repos.budgets.insertMissing(carla.id, [
      { month, accumulated: 0, lines: [{ _id: 'l1', category: fixed, type: 'essential', value: 260_043 }] },
    ]);
    const reserve = (await tasks(carlaApi)).find((task) =>
      task._id.startsWith('sugestao-reserva-emergencia'),
    ) as Task;
    expect(reserve.title).toBe(`Monte sua reserva de emergência de ${formatMoney(1_560_258, 'USD')}`);
    expect(reserve.title).toContain('US$');
    expect(reserve.title).not.toContain('R$');
  });
});
