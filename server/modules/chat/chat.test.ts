import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsToKey,
  currentMonth,
  firstDateOfMonth,
  formatDateBr,
  lastDateOfMonth,
  monthName,
  todayIso,
} from '../../../src/lib/dates.ts';
import { formatMoney } from '../../../src/lib/money.ts';
import { openAiCompatible, useLanguageModel } from '../../assistant/language-model.ts';
import { invoiceDates, invoiceMonthOf } from '../../domain/invoices.ts';
import { toCents } from '../../domain/money.ts';
import { REMINDER_SEND, reminderJobs } from '../../jobs/reminders.ts';
import { type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { type Script, startFakeModel } from '../../test/fakes/openai-compatible.ts';
import {
  type Account,
  createAccount,
  lastMailTo,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';
import { createHousehold } from '../../test/household.ts';

interface Reply {
  reply: string;
  intent: string;
  navigateTo?: string;
  params?: { payment: string };
  link?: { route: string; params?: { payment: string }; month?: string };
}

const month = currentMonth();
const range = `startDate=${firstDateOfMonth(month)}&endDate=${lastDateOfMonth(month)}`;
const brl = (value: number) => formatMoney(toCents(value));

let server: TestServer;
let owner: Account;
let ownerApi: Client;
let memberApi: Client;
let plannerApi: Client;
let outsiderApi: Client;
let card: string;
let carlos: string;
let market: string;

const ask = (api: Client, message: string, extra: object = {}) =>
  data<Reply>(api('POST', '/chat', { message, ...extra }));

beforeAll(async () => {
  server = await startTestServer();
  const household = await createHousehold(server, {
    admin: 'Ana Administradora',
    member: 'Carlos Membro',
    owner: 'Beatriz Dona',
    planner: 'Planejadora Chat',
    family: 'Família Chat',
    code: 'CHAT-1',
  });
  const { member } = household;
  owner = household.owner;
  ownerApi = client(server, owner.token);
  carlos = member.id;
  memberApi = client(server, member.token);
  plannerApi = client(server, household.plannerToken);
  outsiderApi = client(server, (await createAccount(server, { name: 'Pessoa de Fora' })).token);

  const checking = await createdId(
    ownerApi('POST', '/payments', {
      name: 'Itaú',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 5000,
    }),
  );
  card = await createdId(
    ownerApi('POST', '/payments', {
      name: 'Nubank',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 28,
      paid: 5,
      limit: 5000,
    }),
  );
  const memberWallet = await createdId(
    memberApi('POST', '/payments', {
      name: 'Conta do Carlos',
      type: 'debit',
      accountType: 'Poupança',
      value: 100,
    }),
  );
  market = await categoryId(ownerApi, 'Supermercado');
  const [salary, rent] = await Promise.all(['Salário', 'Aluguel'].map((name) => categoryId(ownerApi, name)));
  await createdId(
    ownerApi('POST', '/budgets', {
      date: `${month}-01`,
      revenuesCategories: [{ category: salary, value: 6000 }],
      essentialCategories: [
        { category: market, value: 1200 },
        { category: rent, value: 1500 },
      ],
    }),
  );
  const book = (api: Client, row: object) =>
    createdId(api('POST', '/transactions', { paid: true, date: firstDateOfMonth(month), ...row }));
  await book(ownerApi, {
    name: 'Salário',
    value: 6000,
    transactionType: 'revenues',
    category: salary,
    payment: checking,
  });
  await book(ownerApi, {
    name: 'Mercado do mês',
    value: -487.35,
    transactionType: 'expenses',
    category: market,
    payment: checking,
  });
  await book(ownerApi, {
    name: 'Aluguel',
    value: -1500,
    transactionType: 'expenses',
    category: rent,
    payment: checking,
  });
  await book(ownerApi, {
    name: 'Conta de luz',
    value: -210.4,
    transactionType: 'expenses',
    category: rent,
    payment: checking,
    paid: false,
    date: addDays(todayIso(), 1),
  });
  await book(ownerApi, {
    name: 'Farmácia',
    value: -80.9,
    transactionType: 'expenses',
    category: market,
    payment: card,
    date: todayIso(),
  });
  await book(memberApi, {
    name: 'Feira do Carlos',
    value: -33.5,
    transactionType: 'expenses',
    category: market,
    payment: memberWallet,
  });
  await createdId(
    ownerApi('POST', '/objectives', {
      name: 'Viagem para Salvador',
      category: 'reserva-emergencia',
      totalValue: 8000,
      initialValue: 2000,
      beginDate: firstDateOfMonth(month),
      finalDate: addDays(todayIso(), 365),
      payment: checking,
    }),
  );
});

afterAll(() => server.close());

/** Carlos's own objective, calendar item falling tomorrow and unpaid row due tomorrow (decision 464). */
async function carlosPersonalRecords() {
  const created = (call: ReturnType<Client>) => data(call, 201);
  const wallets = (await data<{ items: Array<{ _id: string; name: string }> }>(memberApi('GET', '/payments')))
    .items;
  const wallet = wallets.find((w) => w.name === 'Conta do Carlos');
  const rent = await categoryId(memberApi, 'Aluguel');
  const tomorrow = addDays(todayIso(), 1);
  await created(
    memberApi('POST', '/objectives', {
      name: 'Moto nova',
      category: 'reserva-emergencia',
      totalValue: 12000,
      initialValue: 0,
      beginDate: firstDateOfMonth(month),
      finalDate: addDays(todayIso(), 365),
      payment: wallet?._id,
    }),
  );
  await created(
    memberApi('POST', '/linkedtransactions', {
      transaction: {
        name: 'Internet do Carlos',
        category: rent,
        payment: wallet?._id,
        transactionType: 'expenses',
      },
      value: -99.9,
      day: Number(tomorrow.slice(8)),
    }),
  );
  await created(
    memberApi('POST', '/transactions', {
      name: 'Condomínio do Carlos',
      value: -640,
      date: tomorrow,
      paid: false,
      transactionType: 'expenses',
      category: rent,
      payment: wallet?._id,
    }),
  );
}

describe('the local assistant answers from the person\u2019s own data', () => {
  it('spending in a category against its budget, with the numbers of GET /balances', async () => {
    const summary = await data<{ planned: number; expensesPaid: number; expensesBalance: number }>(
      ownerApi('GET', `/balances?categoryId=${market}&${range}`),
    );
    const reply = await ask(ownerApi, 'quanto gastei com supermercado este mês?');
    expect(reply.intent).toBe('categorySpending');
    expect(reply.reply).toContain(brl(summary.expensesPaid));
    expect(reply.reply).toContain(brl(summary.planned));
    expect(reply.reply).toContain(brl(summary.expensesBalance));
    expect(reply.reply).toContain('Supermercado');
    expect(reply.link).toEqual({ route: 'budget', month });
    // The figures the test booked: 487,35 + 80,90 paid against 1.200,00 planned.
    expect(reply.reply).toContain(formatMoney(56825));
  });

  it('tolerates typos and missing accents', async () => {
    const exact = await ask(ownerApi, 'quanto gastei com supermercado este mês?');
    expect((await ask(ownerApi, 'QUANTO GASTEI COM SUPERMECADO ESTE MES')).reply).toBe(exact.reply);
  });

  it('the month spending, revenues and balance of the dashboard cards', async () => {
    const [point] = (
      await data<{ items: Array<{ revenues: number; expenses: number; balance: number }> }>(
        ownerApi('GET', `/balances?type=chart&${range}`),
      )
    ).items;
    expect((await ask(ownerApi, 'quanto gastei este mês?')).reply).toContain(brl(point?.expenses ?? -1));
    expect((await ask(ownerApi, 'quanto recebi?')).reply).toContain(brl(point?.revenues ?? -1));
    // The dashboard's 'Saldo' card: the month's result plus what the cash and bank wallets held as
    // the month opened, 'Somar saldo' being on by default (decision 476, audit K8).
    const before = addMonthsToKey(month, -1);
    const [opening] = await data<number[]>(
      ownerApi('GET', `/balancesChart?inicio=${firstDateOfMonth(before)}&fim=${lastDateOfMonth(before)}`),
    );
    expect(opening).not.toBe(0);
    const balance = await ask(ownerApi, 'qual o meu saldo?');
    expect(balance).toMatchObject({ intent: 'balance', link: { route: 'dashboard', month } });
    expect(balance.reply).toContain(`é ${brl((opening ?? 0) + (point?.balance ?? -1))}:`);
    expect(balance.reply).toContain(`${brl(opening ?? -1)} nas carteiras no início do mês`);

    const off = await ownerApi('PATCH', `/users/${owner.id}`, { preferences: { sumBalance: false } });
    expect(off.status).toBeLessThan(300);
    try {
      expect((await ask(ownerApi, 'qual o meu saldo?')).reply).toContain(`é ${brl(point?.balance ?? -1)}:`);
    } finally {
      await ownerApi('PATCH', `/users/${owner.id}`, { preferences: { sumBalance: true } });
    }
  });

  it('a month named in the message: its own figures, named with its year, linked (decision 465)', async () => {
    const past = addMonthsToKey(month, -14);
    const wallet = await createdId(
      outsiderApi('POST', '/payments', { name: 'Caixa', type: 'debit', accountType: 'Poupança', value: 0 }),
    );
    await createdId(
      outsiderApi('POST', '/transactions', {
        name: 'Freela antigo',
        value: 1234.56,
        paid: true,
        date: firstDateOfMonth(past),
        transactionType: 'revenues',
        category: await categoryId(outsiderApi, 'Salário'),
        payment: wallet,
      }),
    );
    const named = `${monthName(past).toLowerCase()} de ${past.slice(0, 4)}`;
    expect(await ask(outsiderApi, `quanto recebi em ${named}?`)).toMatchObject({
      intent: 'revenues',
      reply: `Você recebeu ${brl(1234.56)} em ${named}.`,
      link: { route: 'transactions', month: past },
    });
    expect((await ask(outsiderApi, 'quanto recebi ontem?')).reply).toBe(
      'Eu respondo por mês (por exemplo, “quanto gastei em março de 2025?”). Você não teve receitas este mês.',
    );
  });

  it('what is due tomorrow, largest expenses, objectives and the open invoice', async () => {
    expect((await ask(ownerApi, 'o que vence amanhã?')).reply).toContain(
      `Conta de luz (${formatMoney(21040)})`,
    );
    const week = await ask(ownerApi, 'contas da semana');
    expect(week).toMatchObject({ intent: 'dueWeek', link: { route: 'calendar' } });
    expect(week.reply).toContain('Conta de luz');
    const largest = await ask(ownerApi, 'quais foram meus maiores gastos?');
    expect(largest.reply.indexOf('Aluguel')).toBeLessThan(largest.reply.indexOf('Mercado do mês'));
    // Saved counts the R$ 2.000,00 initial value, as /objetivos does: paid alone read R$ 0,00 (0%).
    const objective = await ask(ownerApi, 'como está a viagem pra salvador?');
    expect(objective.reply).toBe(
      `Viagem para Salvador: ${formatMoney(200000)} de ${formatMoney(800000)} (25%).`,
    );
    const invoice = await ask(ownerApi, 'quanto está a fatura do nubank?');
    expect(invoice).toMatchObject({
      intent: 'openInvoice',
      link: { route: 'payment_transactions', params: { payment: card } },
    });
    expect(invoice.reply).toContain(formatMoney(8090));
  });

  it('says what is still to pay on the open invoice, and that it is paid once a payment covers it', async () => {
    const api = client(server, (await createAccount(server)).token);
    const account = await createdId(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 1000 }),
    );
    const inter = await createdId(
      api('POST', '/payments', {
        name: 'Inter',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 28,
        paid: 5,
        limit: 3000,
      }),
    );
    await createdId(
      api('POST', '/transactions', {
        name: 'Farmácia',
        value: -120.4,
        transactionType: 'expenses',
        category: await categoryId(api, 'Supermercado'),
        payment: inter,
        paid: true,
        date: todayIso(),
      }),
    );
    expect((await ask(api, 'quanto está a fatura do inter?')).reply).toContain(
      `${formatMoney(12040)} até agora`,
    );

    const [open] = (
      await data<{ items: Array<{ _id: string; creditCardId: string }> }>(
        api('GET', '/invoices?ignoreInvoicePeriod=true'),
      )
    ).items.filter((invoice) => invoice.creditCardId === inter);
    await createdId(
      api('POST', '/transactions', {
        name: 'Pagamento da fatura',
        value: -120.4,
        transactionType: 'expenses',
        payment: account,
        paid: true,
        date: todayIso(),
        paymentInvoiceReferenceId: open?._id,
      }),
    );
    expect((await ask(api, 'quanto está a fatura do inter?')).reply).toMatch(
      /^A fatura do Inter, que fecha em \d\d\/\d\d, já está paga\.$/,
    );
  });

  it('navigates on request to the spec\u2019s targets, a payment\u2019s transactions included', async () => {
    expect(await ask(ownerApi, 'abrir calendário')).toEqual({
      reply: 'Abrindo o calendário.',
      intent: 'navigate',
      navigateTo: 'calendar',
    });
    expect(await ask(ownerApi, 'abrir movimentações do nubank')).toMatchObject({
      navigateTo: 'payment_transactions',
      params: { payment: card },
    });
    expect((await ask(ownerApi, 'ir para o orçamento')).navigateTo).toBe('budget');
  });

  it('explains what it can do when it does not understand', async () => {
    const reply = await ask(ownerApi, 'bom dia!');
    expect(reply.intent).toBe('help');
    expect(reply.reply).toContain('abrir calendário');
  });
});

describe('whose data', () => {
  it('a family member named in the message, or sent as userId; nobody outside the family', async () => {
    const named = await ask(ownerApi, 'quanto o Carlos gastou com supermercado?');
    expect(named.reply).toMatch(/^Carlos já gastou|^Carlos gastou/);
    expect(named.reply).toContain(formatMoney(3350));
    const sent = await ask(ownerApi, 'quanto gastei com supermercado?', { userId: carlos });
    expect(sent.reply).toMatch(/^Carlos/);
    expect(sent.reply).toContain(formatMoney(3350));
    expect((await outsiderApi('POST', '/chat', { message: 'quanto gastei?', userId: owner.id })).status).toBe(
      403,
    );
  });

  it('a member whose first name is a word of the question does not take it over (audit AB8)', async () => {
    const asked: Array<[string, string]> = [
      ['Luz', 'quanto gastei de luz?'],
      ['Mês', 'Quanto gastei este mês?'],
      ['Mês', 'maiores despesas do mês'],
      ['Saldo', 'qual o meu saldo?'],
      ['Eu', 'quanto eu gastei'],
      ['Abril', 'quanto gastei em abril?'],
    ];
    // The owner's own answers while the member is called Carlos.
    const own = await Promise.all(asked.map(async ([, question]) => (await ask(ownerApi, question)).reply));
    const carlosSpent = (await ask(ownerApi, 'quanto o Carlos gastou este mês?')).reply;
    expect(carlosSpent).toMatch(/^Carlos gastou/);
    const rename = (name: string) => data(memberApi('PATCH', `/users/${carlos}`, { name }));
    try {
      for (const [index, [name, question]] of asked.entries()) {
        await rename(`${name} Souza`);
        expect((await ask(ownerApi, question)).reply, `${name}: ${question}`).toBe(own[index]);
      }
      await rename('Luz Souza');
      const hers = carlosSpent.replace(/^Carlos/, 'Luz');
      expect((await ask(ownerApi, 'quanto a Luz gastou este mês?')).reply).toBe(hers);
      expect((await ask(ownerApi, 'gastos da Luz')).reply).toBe(hers);
    } finally {
      await rename('Carlos Membro');
    }
  });

  it("a member's objectives and calendar items are theirs alone: never read for another, nor replaced by the caller's", async () => {
    await carlosPersonalRecords();
    const objectives = await ask(ownerApi, 'como estão os objetivos do Carlos?');
    expect(objectives).toEqual({
      intent: 'objective',
      reply: 'Os objetivos de Carlos são pessoais: só Carlos pode vê-los.',
    });
    const sentFor = await ask(ownerApi, 'como estão meus objetivos?', { userId: carlos });
    expect(sentFor.reply).toBe('Os objetivos de Carlos são pessoais: só Carlos pode vê-los.');

    // His rows are shared in the family; his calendar items are not, and the reply says so.
    const tomorrow = await ask(ownerApi, 'o que o Carlos tem para pagar amanhã?');
    expect(tomorrow.reply).toBe(
      `Para amanhã: Condomínio do Carlos (${formatMoney(64000)}). Total: ${formatMoney(64000)}. ` +
        'Os itens do calendário de Carlos são pessoais e não entram nesta conta.',
    );
    const week = await ask(ownerApi, 'contas da semana', { userId: carlos });
    expect(week.reply).not.toContain('Internet do Carlos');
    expect(week.reply).not.toContain('Conta de luz');
    expect(week.reply).toContain('Os itens do calendário de Carlos são pessoais');
    // The dashboard would list the caller's own rows, not his (audit O3).
    expect(week.link).toBeUndefined();

    // Carlos himself reads both.
    expect((await ask(memberApi, 'como estão meus objetivos?')).reply).toContain('Moto nova');
    const his = await ask(memberApi, 'o que vence amanhã?');
    expect(his.reply).toContain(`Internet do Carlos (${formatMoney(9990)})`);
    expect(his.reply).toContain('Condomínio do Carlos');
    expect(his.reply).not.toContain('pessoais');
  });

  it('the planner acting for a client reads the client, and is not sent to the calendar', async () => {
    const mine = await ask(ownerApi, 'quanto gastei com supermercado?');
    expect((await ask(plannerApi, 'quanto gastei com supermercado?')).reply).toBe(mine.reply);
    const calendar = await ask(plannerApi, 'abrir calendário');
    expect(calendar.navigateTo).toBeUndefined();
    expect(calendar.reply).toBe('O calendário não está disponível para planejadores.');
    // The week's items are the client's own; the link is a screen a planner can open (audit O2).
    const week = await ask(plannerApi, 'contas da semana');
    expect(week.reply).toContain('Conta de luz');
    expect(week.link).toEqual({ route: 'dashboard' });
  });

  it('a planner on their own account is neither offered, sent nor linked to the calendar (audit O2)', async () => {
    const planner = await createAccount(server, { name: 'Paula Planejadora' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    const api = client(server, planner.token);
    expect(await ask(api, 'abrir calendário')).toEqual({
      intent: 'navigate',
      reply: 'O calendário não está disponível para planejadores.',
    });
    expect((await ask(api, 'contas da semana')).link).toEqual({ route: 'dashboard' });
    const help = await ask(api, 'bom dia!');
    expect(help.reply).toContain('“abrir planejamento”');
    expect(help.reply).not.toContain('calendário');
    // Anyone else is still offered it.
    expect((await ask(ownerApi, 'contas da semana')).link).toEqual({ route: 'calendar' });
  });

  it("a family member's figures carry no link: no screen opens filtered on that member (audit O3)", async () => {
    const spent = await ask(ownerApi, 'quanto o Carlos gastou este mês?');
    expect(spent.reply).toMatch(/^Carlos gastou/);
    expect(spent.link).toBeUndefined();
    const market = await ask(ownerApi, 'quanto o Carlos gastou com supermercado?');
    expect(market).toMatchObject({ intent: 'categorySpending' });
    expect(market.reply).toMatch(/^Carlos gastou .* em Supermercado/);
    expect(market.link).toBeUndefined();
    const sent = await ask(memberApi, 'qual o saldo?', { userId: owner.id });
    expect(sent.reply).toMatch(/^O saldo de Beatriz/);
    expect(sent.link).toBeUndefined();
    // The person's own figures keep theirs.
    expect((await ask(ownerApi, 'quanto gastei este mês?')).link).toEqual({ route: 'transactions', month });
  });

  it("a member naming a card they see is answered with that card's invoice, saying whose it is (audit O13)", async () => {
    const owners = await ask(ownerApi, 'quanto está a fatura do nubank?');
    const asked = await ask(memberApi, 'fatura do Nubank');
    expect(asked).toEqual({
      intent: 'openInvoice',
      reply: owners.reply.replace('A fatura do Nubank', 'A fatura do Nubank de Beatriz'),
      link: { route: 'payment_transactions', params: { payment: card } },
    });
    expect(asked.reply).toContain(formatMoney(8090));
    // Asked without a card, his own cards are answered: he has none.
    expect((await ask(memberApi, 'quanto está a fatura do cartão?')).reply).toBe(
      'Nenhuma fatura de cartão em aberto.',
    );
  });
});

describe('the open card invoice (audit O8)', () => {
  it('is the one a purchase made today goes into, empty or not, beside a closed invoice still owed, as the reminder e-mail says', async () => {
    const olga = await createAccount(server, { name: 'Olga Souza' });
    const api = client(server, olga.token);
    const today = todayIso();
    // Closes in five days: the invoice open now has no purchase, so no stored row yet.
    const cycle = { invoiceCloseOn: Number(addDays(today, 5).slice(8)), paid: 10 };
    const cardId = await createdId(
      api('POST', '/payments', { name: 'Cartão Olga', type: 'credit', flag: 'Visa', limit: 5000, ...cycle }),
    );
    const openMonth = invoiceMonthOf(today, cycle.invoiceCloseOn);
    const open = invoiceDates(openMonth, cycle);
    const closed = invoiceDates(addMonthsToKey(openMonth, -1), cycle);
    const market = await categoryId(api, 'Supermercado');
    const purchase = (name: string, value: number, date: string) =>
      createdId(
        api('POST', '/transactions', {
          name,
          value,
          date,
          paid: true,
          transactionType: 'expenses',
          category: market,
          payment: cardId,
        }),
      );
    // Bought before the last close and never paid.
    await purchase('Mercado', -89.9, addDays(closed.closeDate, -1));
    const dayMonth = (date: string) => formatDateBr(date).slice(0, 5);
    const expected =
      `A fatura do Cartão Olga fecha em ${dayMonth(open.closeDate)} e vence em ${dayMonth(open.dueDate)}: ` +
      `${formatMoney(0)} até agora. Falta pagar a fatura fechada do Cartão Olga, com vencimento em ` +
      `${formatDateBr(closed.dueDate)}: ${formatMoney(8990)}.`;
    expect(await ask(api, 'quanto está a fatura do cartão?')).toEqual({
      intent: 'openInvoice',
      reply: expected,
      link: { route: 'payment_transactions', params: { payment: cardId } },
    });
    // A purchase on the close date goes to the invoice after: it does not take the open one's place.
    await purchase('Tênis', -199.99, open.closeDate);
    expect((await ask(api, 'quanto está a fatura do cartão?')).reply).toBe(expected);

    // Today's reminder e-mail names the same invoice, amount and due date.
    const send = reminderJobs.find((job) => job.name === REMINDER_SEND);
    await send?.run({
      app: server.app,
      log: server.app.log,
      now: new Date(),
      key: 'chat-test',
      payload: { userId: olga.id, date: today },
    });
    const mail = (await lastMailTo(server, olga.email)).text.replace(/\s/g, ' ');
    expect(mail).toContain(
      `Cartão Olga: ${formatMoney(8990)}, vencimento em ${formatDateBr(closed.dueDate)}`.replace(/\s/g, ' '),
    );
  });
});

describe('with a language model (a local OpenAI-compatible fake)', () => {
  const script: { current: Script } = { current: { phrase: () => '' } };
  let fake: Awaited<ReturnType<typeof startFakeModel>>;

  beforeAll(async () => {
    fake = await startFakeModel(script);
    useLanguageModel(
      server.app,
      openAiCompatible({
        baseUrl: fake.baseUrl,
        apiKey: 'chave-teste',
        model: 'modelo-teste',
        timeoutMs: 5000,
      }),
    );
  });
  afterAll(async () => {
    useLanguageModel(server.app, undefined);
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
  });

  const groceries = { name: 'consultar', arguments: { assunto: 'categorySpending', categoria: 'mercado' } };

  it('the model chooses a tool, our queries answer it, the model phrases with our amounts', async () => {
    script.current = {
      tool: groceries,
      phrase: (tool) =>
        `Olá! Até agora foram ${tool.valores[0]} no supermercado, de ${tool.valores[1]} previstos; sobram ${tool.valores[2]}.`,
    };
    const local = await (async () => {
      useLanguageModel(server.app, undefined);
      const answer = await ask(ownerApi, 'quanto gastei com supermercado?');
      useLanguageModel(
        server.app,
        openAiCompatible({
          baseUrl: fake.baseUrl,
          apiKey: 'chave-teste',
          model: 'modelo-teste',
          timeoutMs: 5000,
        }),
      );
      return answer;
    })();
    const reply = await ask(ownerApi, 'e o mercado, como anda?');
    expect(reply.reply).toBe(
      `Olá! Até agora foram ${formatMoney(56825)} no supermercado, de ${formatMoney(120000)} previstos; sobram ${formatMoney(63175)}.`,
    );
    expect(reply).toMatchObject({ intent: 'categorySpending', link: local.link });
    expect(fake.received[0]?.authorization).toBe('Bearer chave-teste');
    expect(fake.received[0]?.body.model).toBe('modelo-teste');
    expect(fake.received[0]?.body.tools?.map((tool) => tool.function.name)).toEqual([
      'consultar',
      'abrir_tela',
    ]);
    // The model saw our figures only through the tool answer.
    expect(JSON.parse(fake.received[1]?.body.messages.at(-1)?.content ?? '{}').resposta).toBe(local.reply);
  });

  it.each([
    ['invents an amount', (tool: { valores: string[] }) => `${tool.valores.join(', ')} e mais R$ 999,99.`],
    ['drops an amount', (tool: { valores: string[] }) => `Você gastou ${tool.valores[0]} no mercado.`],
  ])('a phrasing that %s is replaced by our text', async (_, phrase) => {
    script.current = { tool: groceries, phrase };
    const reply = await ask(ownerApi, 'mercado?');
    expect(reply.reply).toMatch(/^Você já gastou/);
    expect(reply.reply).toContain(formatMoney(63175));
    expect(reply.reply).not.toContain('999,99');
  });

  it('navigation chosen by the model opens our target', async () => {
    script.current = {
      tool: { name: 'abrir_tela', arguments: { tela: 'calendar' } },
      phrase: () => 'Claro, abrindo o calendário!',
    };
    expect(await ask(ownerApi, 'me mostra a agenda')).toMatchObject({
      reply: 'Claro, abrindo o calendário!',
      navigateTo: 'calendar',
    });
  });

  it('a failing provider or no tool call is not shown: the local answer goes out', async () => {
    script.current = { failWith: 500, phrase: () => '' };
    const failed = await ask(ownerApi, 'quanto gastei com supermercado?');
    expect(failed.reply).toContain(formatMoney(56825));
    script.current = { phrase: () => '' };
    expect((await ask(ownerApi, 'abrir calendário')).navigateTo).toBe('calendar');
  });
});
