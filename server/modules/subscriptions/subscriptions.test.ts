import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../billing/gateway.ts';
import { companies, promotionalCodes, subscriptions, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { plannerOf } from '../../test/household.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Sub = {
  _id: string;
  plan: string;
  state: string;
  status?: string;
  suspended: boolean;
  daysLeft: number | null;
  trialDay?: number;
  subscribed: boolean;
  pendingInvoices: boolean;
  expireAt?: string;
  price?: number;
  nextPlan?: string;
  firstChargeFailed?: boolean;
  latestInvoice?: {
    _id: string;
    status: string;
    total: number;
    secure_url: string;
    discount?: number;
    pix?: object;
  };
};

async function subscriptionOf(account: Account): Promise<Sub> {
  const answer = await client(server, account.token)('GET', `/users/${account.id}`);
  return (answer.body.data as { subscription: Sub }).subscription;
}

const raw = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const CARD = {
  number: '4111111111111111',
  verification_value: '123',
  first_name: 'Ana',
  last_name: 'Souza',
  month: '12',
  year: String(new Date().getFullYear() + 2),
};

async function makeAdmin(account: Account) {
  await server.app.database.db
    .update(users)
    .set({ profiles: ['admin'] })
    .where(eq(users.id, account.id));
}

/** The account's billing client at the gateway, as the checkout form's first step makes it. */
async function gatewayClient(account: Account): Promise<string> {
  const customer = await client(server, account.token)('POST', '/subscriptions/gateway/client', {
    name: 'Ana Paula Souza',
    email: account.email,
    cpf: '52998224725',
    zipCode: '01310100',
    number: '1000',
  });
  expect(customer.status).toBe(201);
  return (customer.body.data as { clientId: string }).clientId;
}

/** Billing data, a tokenised card (in the browser's place) and a subscription with an optional code. */
async function subscribe(
  account: Account,
  extra: { promotionalCode?: string; paymentType?: string; plan?: string } = {},
) {
  const api = client(server, account.token);
  const clientId = await gatewayClient(account);
  const paymentType = extra.paymentType ?? 'credit_card';
  if (paymentType === 'credit_card') {
    const config = (await api('GET', '/subscriptions/gateway/config')).body.data as {
      tokenUrl: string;
      accountId: string;
    };
    const token = await raw('POST', config.tokenUrl, {
      account_id: config.accountId,
      method: 'credit_card',
      data: CARD,
    });
    expect(token.statusCode).toBe(200);
    const saved = await api('POST', '/subscriptions/gateway/payment', {
      clientId,
      paymentType,
      cardToken: token.json().id,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ maskedNumber: 'XXXX-XXXX-XXXX-1111', brand: 'VISA' });
  }
  return api('POST', '/subscriptions/gateway/subscription', {
    clientId,
    plan: extra.plan ?? 'otto_monthly',
    paymentType,
    ...(extra.promotionalCode ? { promotionalCode: extra.promotionalCode } : {}),
  });
}

/**
 * Reactivation asked twice at once (a double click) and once more later (the page still offers it):
 * the gateway is asked to reactivate, and so to charge, once (decision 469). Answers the last answer.
 */
async function reactivatedOnce(api: ReturnType<typeof client>, id: string) {
  const { gateway } = server.app.billing;
  const activate = gateway.activateSubscription.bind(gateway);
  let activations = 0;
  gateway.activateSubscription = (subscriptionId) => {
    activations += 1;
    return activate(subscriptionId);
  };
  try {
    const ask = () => api('POST', `/subscriptions/${id}/status?status=active`);
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const last = await ask();
    expect(last.status).toBe(200);
    expect(activations).toBe(1);
    return last;
  } finally {
    gateway.activateSubscription = activate;
  }
}

describe('trial and the expired-account policy', () => {
  it('a new account starts day 1 of a 7-day trial', async () => {
    const account = await createAccount(server);
    const sub = await subscriptionOf(account);
    expect(sub).toMatchObject({
      plan: 'no_plan',
      state: 'test',
      trialDay: 1,
      daysLeft: 6,
      subscribed: false,
    });
  });

  it('once the trial ended, reads and export still work but writes answer 403 subscriptionExpired', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    await server.app.database.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(subscriptions.userId, account.id));
    expect((await subscriptionOf(account)).state).toBe('expired');
    const write = await api('POST', '/payments', {
      name: 'Conta',
      type: 'debit',
      accountType: 'Conta corrente',
    });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({
      code: 'subscriptionExpired',
      message: 'Seu período de avaliação terminou. Assine um plano para voltar a registrar.',
    });
    expect((await api('GET', '/payments')).status).toBe(200);
    const exported = await server.app.inject({
      method: 'POST',
      url: '/api/users/export_user_story',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(exported.statusCode).toBe(200);
    // Asking the assistant only reads; a watched video is the person's own progress.
    expect((await api('POST', '/chat', { message: 'quanto gastei este mês?' })).status).toBe(200);
    const watched = await api('POST', `/users/${account.id}/videos_watched`, { videoId: 'aqz-KE-bpKQ' });
    expect(watched.status).toBe(200);
    expect((watched.body.data as { videosWatched: string[] }).videosWatched).toContain('aqz-KE-bpKQ');
    // The road back stays open.
    expect((await api('GET', '/subscriptions/plans')).status).toBe(200);
  });
});

describe('checkout through the development gateway', () => {
  let admin: Account;
  beforeAll(async () => {
    admin = await createAccount(server);
    await makeAdmin(admin);
  });

  it('subscribes by card with a promotional code; paying the invoice page activates the plan', async () => {
    const adminApi = client(server, admin.token);
    const created = await adminApi('POST', '/promotionalcodes', {
      code: 'bemvindo20',
      discount: 20,
      maxUses: 5,
    });
    expect(created.status).toBe(201);
    const account = await createAccount(server);
    const api = client(server, account.token);
    const lookup = await api('GET', '/promotionalcodes?code=BEMVINDO20&plan=otto_monthly');
    expect(lookup.body.data).toMatchObject({ total: 1, items: [{ code: 'BEMVINDO20', discount: 20 }] });

    const subscribed = await subscribe(account, { promotionalCode: 'BemVindo20' });
    expect(subscribed.status).toBe(201);
    const sub = subscribed.body.data as Sub;
    expect(sub).toMatchObject({
      plan: 'otto_monthly',
      status: 'pending',
      subscribed: true,
      pendingInvoices: true,
    });
    expect(sub.latestInvoice).toMatchObject({ status: 'pending', total: 23.92, discount: 5.98 });
    const url = new URL(sub.latestInvoice?.secure_url ?? '');
    const page = await raw('GET', url.pathname);
    expect(page.body).toContain('Aguardando pagamento');

    const paid = await raw('POST', `${url.pathname}/pay`);
    expect(paid.statusCode).toBe(303);
    const after = await subscriptionOf(account);
    expect(after).toMatchObject({ state: 'active', status: 'active', pendingInvoices: false });
    expect(after.daysLeft).toBeGreaterThanOrEqual(27);
    const invoices = await api('GET', `/subscriptions/${after._id}/invoices`);
    expect(invoices.body.data).toMatchObject({ total: 1, items: [{ status: 'paid', total: 23.92 }] });
    const [code] = await server.app.database.db.select().from(promotionalCodes);
    expect(code?.uses).toBe(1);
  });

  it('refuses forged webhooks and changes nothing on a replay', async () => {
    const account = await createAccount(server);
    const sub = (await subscribe(account, { paymentType: 'pix' })).body.data as Sub;
    expect(sub.latestInvoice?.pix).toMatchObject({ qrcode_text: expect.stringContaining('br.gov.bcb.pix') });
    const invoiceId = sub.latestInvoice?._id ?? '';
    const form = (status: string) =>
      `event=invoice.status_changed&data%5Bid%5D=${invoiceId}&data%5Bstatus%5D=${status}`;
    const post = (authorization: string | undefined, body: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/subscriptions/gateway/webhook',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: body,
      });
    expect((await post(undefined, form('paid'))).statusCode).toBe(401);
    expect((await post('segredo-errado', form('paid'))).statusCode).toBe(401);
    // Right secret, lying body: the status is read back from the gateway, still pending.
    const secret = server.app.billing.webhookSecret;
    expect((await post(secret, form('paid'))).statusCode).toBe(200);
    expect((await subscriptionOf(account)).status).toBe('pending');

    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    const once = await subscriptionOf(account);
    expect(once.state).toBe('active');
    // The gateway sends it again (Iugu retries until a 200): nothing moves twice.
    expect((await post(secret, form('paid'))).statusCode).toBe(200);
    expect((await subscriptionOf(account)).expireAt).toBe(once.expireAt);
  });

  it('cancels (plan kept until expiry) and reactivates once: no charge within the paid cycle', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    const cancelled = await api('POST', `/subscriptions/${sub._id}/status?status=inactive`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ suspended: true, state: 'active' });
    const reactivated = await reactivatedOnce(api, sub._id);
    expect(reactivated.body.data).toMatchObject({
      suspended: false,
      state: 'active',
      pendingInvoices: false,
    });
    const invoices = await api('GET', `/subscriptions/${sub._id}/invoices`);
    expect((invoices.body.data as { total: number }).total).toBe(1);
  });

  it('reactivating a lapsed subscription charges once, however often it is asked; paying it makes the plan active again', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    await api('POST', `/subscriptions/${sub._id}/status?status=inactive`);
    // The paid cycle ended, here and at the gateway.
    const { db } = server.app.database;
    await db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(subscriptions.id, sub._id));
    const gatewayId =
      (await db.select().from(subscriptions).where(eq(subscriptions.id, sub._id)))[0]?.subscriptionId ?? '';
    await db.execute(
      sql`update dev_gateway_records set data = jsonb_set(data, '{expiresAt}', '"2020-01-01"') where id = ${gatewayId}`,
    );
    expect((await subscriptionOf(account)).state).toBe('expired');
    const reactivated = await reactivatedOnce(api, sub._id);
    expect(reactivated.body.data).toMatchObject({
      suspended: false,
      state: 'expired',
      pendingInvoices: true,
    });
    const invoices = (await api('GET', `/subscriptions/${sub._id}/invoices`)).body.data as {
      total: number;
      items: { status: string; total: number; secure_url: string }[];
    };
    expect(invoices.total).toBe(2);
    const charge = invoices.items.find((invoice) => invoice.status === 'pending');
    expect(charge?.total).toBe(29.9);
    await raw('POST', `${new URL(charge?.secure_url ?? '').pathname}/pay`);
    expect(await subscriptionOf(account)).toMatchObject({ state: 'active', pendingInvoices: false });
  });

  it('refuses gifted plans, unknown codes and other people’s gateway clients', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const customer = await api('POST', '/subscriptions/gateway/client', {
      name: 'Ana',
      email: account.email,
      cpf: '52998224725',
    });
    const { clientId } = customer.body.data as { clientId: string };
    const gifted = await api('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto-company',
      paymentType: 'pix',
    });
    expect(gifted.status).toBe(403);
    const code = await api('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto_monthly',
      paymentType: 'pix',
      promotionalCode: 'NAOEXISTE',
    });
    expect(code.body).toMatchObject({ message: 'Cupom inválido ou expirado' });
    const other = await createAccount(server);
    const stolen = await client(server, other.token)('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto_monthly',
      paymentType: 'pix',
    });
    expect(stolen.status).toBe(403);
    expect((await api('POST', '/promotionalcodes', { code: 'X', discount: 5 })).status).toBe(403);
  });
});

/** Every call that writes at the gateway made while `run` runs, by method name. */
async function gatewayWrites(run: () => Promise<void>): Promise<string[]> {
  const { gateway } = server.app.billing;
  const names = [
    'createCustomer',
    'createPaymentMethod',
    'createSubscription',
    'suspendSubscription',
    'activateSubscription',
    'changePlan',
    'cancelInvoice',
  ] as const;
  const originals = names.map((name) => [name, gateway[name]] as const);
  const calls: string[] = [];
  for (const [name, original] of originals)
    Object.assign(gateway, {
      [name]: (...args: unknown[]) => {
        calls.push(name);
        return (original as (...given: unknown[]) => unknown).apply(gateway, args);
      },
    });
  try {
    await run();
  } finally {
    for (const [name, original] of originals) Object.assign(gateway, { [name]: original });
  }
  return calls;
}

describe('a planner signed in for a client (decision 109)', () => {
  it('reads the subscription but neither buys, changes, cancels nor reactivates it; the client does', async () => {
    const account = await createAccount(server);
    const own = client(server, account.token);
    const sub = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    const { token } = await plannerOf(server, account, 'C-ASSINATURA', 'Paula Planejadora');
    const planner = client(server, token);
    const { db } = server.app.database;
    const stored = async () =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, sub._id)))[0];
    const before = await stored();

    for (const url of [
      '/subscriptions',
      `/subscriptions/${sub._id}`,
      `/subscriptions/${sub._id}/invoices`,
      '/subscriptions/plans',
      '/subscriptions/gateway/config',
    ])
      expect((await planner('GET', url)).status, url).toBe(200);

    const writes: Array<[Parameters<typeof planner>[0], string, object?]> = [
      ['PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' }],
      ['PUT', `/subscriptions/${sub._id}`, { plan: 'otto_annual', paymentType: 'pix' }],
      ['POST', `/subscriptions/${sub._id}/status?status=inactive`],
      ['DELETE', `/subscriptions/${sub._id}`],
      ['POST', '/subscriptions', { plan: 'otto_annual', paymentType: 'pix' }],
      ['POST', '/subscriptions/gateway/client', { name: 'Outro', email: account.email, cpf: '52998224725' }],
      ['POST', '/subscriptions/gateway/payment', { clientId: before?.clientId, paymentType: 'pix' }],
      [
        'POST',
        '/subscriptions/gateway/subscription',
        { clientId: before?.clientId, plan: 'otto_annual', paymentType: 'pix' },
      ],
    ];
    const refusedWrites = await gatewayWrites(async () => {
      for (const [method, url, payload] of writes) {
        const answer = await planner(method, url, payload);
        expect(answer, `${method} ${url}`).toMatchObject({
          status: 403,
          body: { message: 'Apenas o próprio usuário pode alterar a assinatura' },
        });
      }
    });
    expect(refusedWrites).toEqual([]);
    expect(await stored()).toEqual(before);
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'otto_monthly', suspended: false });

    // Cancelled by the client, the plan is not reactivated (and so not charged) by the planner.
    expect((await own('POST', `/subscriptions/${sub._id}/status?status=inactive`)).status).toBe(200);
    const reactivation = await gatewayWrites(async () => {
      const answer = await planner('POST', `/subscriptions/${sub._id}/status?status=active`);
      expect(answer.status).toBe(403);
    });
    expect(reactivation).toEqual([]);
    expect(await subscriptionOf(account)).toMatchObject({ suspended: true });
    expect((await own('POST', `/subscriptions/${sub._id}/status?status=active`)).status).toBe(200);
    expect((await own('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' })).status).toBe(200);
  });
});

describe('two subscriptions sent at once (decision 469)', () => {
  it('charge once: the other is refused, while the first is with the gateway or after it', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const clientId = await gatewayClient(account);
    const order = { clientId, plan: 'otto_monthly', paymentType: 'pix' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/subscriptions/gateway/subscription', order)),
    );
    // PostgreSQL runs them side by side (409 while the first holds the checkout); PGlite one after
    // the other (400, the first already pending). Before the claim both opened a subscription on PG.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201))
      expect([
        [409, 'Sua assinatura já está sendo processada. Aguarde um instante.'],
        [400, "Você já tem uma assinatura ativa. Use 'Alterar' para mudar de plano."],
      ]).toContainEqual([refused.status, (refused.body as { message: string }).message]);
    const sub = await subscriptionOf(account);
    const invoices = await api('GET', `/subscriptions/${sub._id}/invoices`);
    expect((invoices.body.data as { total: number }).total).toBe(1);
  });

  it('a checkout that failed at the gateway lets the next order through', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const clientId = await gatewayClient(account);
    // No card saved: the gateway refuses a card order, and the checkout is let go.
    const byCard = await api('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto_monthly',
      paymentType: 'credit_card',
    });
    expect(byCard.status).toBe(400);
    const byPix = await api('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto_monthly',
      paymentType: 'pix',
    });
    expect(byPix.status).toBe(201);
  });
});

describe('what a checkout may change (decision 479)', () => {
  const invoicePage = (sub: Sub) => new URL(sub.latestInvoice?.secure_url ?? '').pathname;

  it('a plan change waits for the charge at the old price to be paid', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account, { paymentType: 'pix' })).body.data as Sub;
    const change = await api('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' });
    expect(change.status).toBe(400);
    expect(change.body).toEqual({ message: 'Pague a fatura em aberto antes de mudar de plano.' });
    await raw('POST', `${invoicePage(sub)}/pay`);
    const paid = await subscriptionOf(account);
    expect(paid).toMatchObject({ plan: 'otto_monthly', state: 'active' });
    // A month's price bought a month, not the annual plan's year.
    expect(paid.daysLeft).toBeLessThanOrEqual(31);
    expect((await api('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' })).status).toBe(200);
  });

  it('a plan change waits while a checkout holds the subscription, and goes through after it', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account, { paymentType: 'pix' })).body.data as Sub;
    await raw('POST', `${invoicePage(sub)}/pay`);
    const held = await server.app.repos.subscriptions.claimCheckout(sub._id, 120);
    expect(held).toBeTruthy();
    const meanwhile = await api('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' });
    expect(meanwhile).toMatchObject({
      status: 409,
      body: { message: 'Sua assinatura já está sendo processada. Aguarde um instante.' },
    });
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'otto_monthly' });
    await server.app.repos.subscriptions.releaseCheckout(sub._id);
    const changed = await api('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_annual' });
    expect(changed).toMatchObject({ status: 200, body: { data: { nextPlan: 'otto_annual' } } });
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'otto_monthly' });
    // The change let the row go: a reactivation is not refused as a checkout in progress.
    expect((await api('POST', `/subscriptions/${sub._id}/status?status=active`)).status).toBe(200);
  });

  it('a first charge refused lets the person check out again, and its gateway subscription stops', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const first = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${invoicePage(first)}/refuse`);
    const refused = await subscriptionOf(account);
    expect(refused).toMatchObject({ subscribed: false, latestInvoice: { status: 'canceled' } });
    const firstGatewayId = (
      await server.app.database.db.select().from(subscriptions).where(eq(subscriptions.id, first._id))
    )[0]?.subscriptionId;
    const again = await api('POST', '/subscriptions/gateway/subscription', {
      clientId: (refused as Sub & { clientId: string }).clientId,
      plan: 'otto_monthly',
      paymentType: 'pix',
    });
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ subscribed: true, latestInvoice: { status: 'pending' } });
    expect(await server.app.billing.gateway.getSubscription(firstGatewayId ?? '')).toMatchObject({
      suspended: true,
    });
  });

  it('a first charge refused leaves the person in the trial, told the payment failed', async () => {
    const account = await createAccount(server);
    const first = (await subscribe(account)).body.data as Sub;
    expect(first).toMatchObject({ plan: 'otto_monthly', status: 'pending', subscribed: true });
    await raw('POST', `${invoicePage(first)}/refuse`);
    const refused = await subscriptionOf(account);
    expect(refused).toMatchObject({
      plan: 'no_plan',
      state: 'test',
      trialDay: 1,
      daysLeft: 6,
      subscribed: false,
      firstChargeFailed: true,
      pendingInvoices: false,
      latestInvoice: { status: 'canceled' },
    });
    expect(refused).not.toHaveProperty('price');
    expect(refused).not.toHaveProperty('status');
    const listed = await client(server, account.token)('GET', '/subscriptions');
    expect(listed.body.data).toMatchObject({
      items: [{ plan: 'no_plan', state: 'test', firstChargeFailed: true }],
    });
  });

  it('cancelled but still paid: a new checkout is refused, so the paid days are kept by Reativar', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${invoicePage(sub)}/pay`);
    await api('POST', `/subscriptions/${sub._id}/status?status=inactive`);
    const clientId = ((await subscriptionOf(account)) as Sub & { clientId: string }).clientId;
    const again = await api('POST', '/subscriptions/gateway/subscription', {
      clientId,
      plan: 'otto_annual',
      paymentType: 'pix',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: "Você já tem uma assinatura ativa. Use 'Alterar' para mudar de plano.",
    });
  });

  it('refuses a billing client with an invalid CPF before the gateway', async () => {
    const account = await createAccount(server);
    const answer = await client(server, account.token)('POST', '/subscriptions/gateway/client', {
      name: 'Ana',
      email: account.email,
      cpf: 'abc',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'CPF INVÁLIDO', errors: [{ field: 'cpf' }] });
  });
});

/** The paid cycle ended, here and at the gateway, as time would end it. */
async function lapse(subscriptionRowId: string) {
  const { db } = server.app.database;
  await db
    .update(subscriptions)
    .set({ expireAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(subscriptions.id, subscriptionRowId));
  const gatewayId =
    (await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionRowId)))[0]
      ?.subscriptionId ?? '';
  await db.execute(
    sql`update dev_gateway_records set data = jsonb_set(data, '{expiresAt}', '"2020-01-01"') where id = ${gatewayId}`,
  );
  return gatewayId;
}

type Family = { _id: string; members: { _id: string; user: string | null }[] };

/** `admin` makes a family and `member` joins it with the voucher; answers the family as joined. */
async function familyOf(admin: Account, member: Account): Promise<Family> {
  const family = await client(server, admin.token)('POST', '/families', {
    name: 'Família Plano',
    user: admin.id,
  });
  const voucher = (family.body.data as { voucher: string }).voucher;
  const joined = await client(server, member.token)('POST', '/families/voucher', {
    voucher,
    email: member.email,
    user: member.id,
  });
  expect(joined.status).toBeLessThan(300);
  return joined.body.data as Family;
}

describe('a plan change takes effect at the next charge, at the new price (decision 479)', () => {
  const invoicePage = (invoice: { secure_url: string } | undefined) =>
    new URL(invoice?.secure_url ?? '').pathname;

  it('the family is covered only once the family price is paid, and flipping back gains nothing', async () => {
    const admin = await createAccount(server);
    const member = await createAccount(server);
    const api = client(server, admin.token);
    const basic = (await subscribe(admin, { plan: 'otto_basic_monthly', paymentType: 'pix' })).body
      .data as Sub;
    expect(basic.latestInvoice?.total).toBe(14.9);
    await raw('POST', `${invoicePage(basic.latestInvoice)}/pay`);
    await familyOf(admin, member);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan', state: 'test' });

    const toFamily = await api('PATCH', `/subscriptions/${basic._id}`, { plan: 'otto_family_monthly' });
    expect(toFamily.status).toBe(200);
    expect(toFamily.body.data).toMatchObject({
      plan: 'otto_basic_monthly',
      price: 14.9,
      nextPlan: 'otto_family_monthly',
    });
    // Nothing was paid for the family plan: its members are not covered.
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan', state: 'test', gifted: false });
    expect(await subscriptionOf(admin)).toMatchObject({ plan: 'otto_basic_monthly' });
    expect((await api('GET', `/subscriptions/${basic._id}`)).body.data).toMatchObject({
      plan: 'otto_basic_monthly',
      nextPlan: 'otto_family_monthly',
    });

    // Back before the next charge: the change is undone, at the gateway too.
    const back = await api('PATCH', `/subscriptions/${basic._id}`, { plan: 'otto_basic_monthly' });
    expect(back.status).toBe(200);
    expect(back.body.data).not.toHaveProperty('nextPlan');
    expect((await api('GET', `/subscriptions/${basic._id}`)).body.data).not.toHaveProperty('nextPlan');

    // Family again, and the next charge comes: it is at the family price, and paying it covers the family.
    await api('PATCH', `/subscriptions/${basic._id}`, { plan: 'otto_family_monthly' });
    await lapse(basic._id);
    expect((await api('POST', `/subscriptions/${basic._id}/status?status=active`)).status).toBe(200);
    const charge = (await api('GET', `/subscriptions/${basic._id}/invoices`)).body.data as {
      items: { status: string; total: number; secure_url: string }[];
    };
    const due = charge.items.find((invoice) => invoice.status === 'pending');
    expect(due?.total).toBe(44.9);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan' });
    await raw('POST', `${invoicePage(due)}/pay`);
    expect(await subscriptionOf(admin)).toMatchObject({ plan: 'otto_family_monthly', state: 'active' });
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'otto-family-member', gifted: true });
  });

  it('a charge at the old price never buys the new plan, even if the gateway changed plan meanwhile', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const basic = (await subscribe(account, { plan: 'otto_basic_monthly', paymentType: 'pix' })).body
      .data as Sub;
    await raw('POST', `${invoicePage(basic.latestInvoice)}/pay`);
    const gatewayId = await lapse(basic._id);
    await api('POST', `/subscriptions/${basic._id}/status?status=active`);
    const invoices = (await api('GET', `/subscriptions/${basic._id}/invoices`)).body.data as {
      items: { status: string; total: number; secure_url: string }[];
    };
    const due = invoices.items.find((invoice) => invoice.status === 'pending');
    expect(due?.total).toBe(14.9);
    // Our API refuses a change while that charge is open; a change made at the gateway directly (or one
    // that crossed the charge's issue) must not let the R$ 14,90 buy the family plan either.
    await server.app.billing.gateway.changePlan(gatewayId, 'otto_family_monthly', 4490);
    await raw('POST', `${invoicePage(due)}/pay`);
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'otto_basic_monthly', state: 'active' });
  });
});

describe('a plan no longer sold (decision 432)', () => {
  it('cannot be chosen by a plan change nor a checkout; a subscriber already on it keeps it', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account, { paymentType: 'pix' })).body.data as Sub;
    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    const change = await api('PATCH', `/subscriptions/${sub._id}`, { plan: 'otto_monthly_new' });
    expect(change).toMatchObject({ status: 400, body: { message: 'Este plano não está à venda' } });
    expect(
      (await api('PUT', `/subscriptions/${sub._id}`, { plan: 'otto_annual_new', paymentType: 'pix' })).status,
    ).toBe(400);
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'otto_monthly' });
    expect((await api('GET', `/subscriptions/${sub._id}`)).body.data).not.toHaveProperty('nextPlan');

    const other = await createAccount(server);
    const order = await client(server, other.token)('POST', '/subscriptions/gateway/subscription', {
      clientId: await gatewayClient(other),
      plan: 'otto_monthly_new',
      paymentType: 'pix',
    });
    expect(order).toMatchObject({ status: 400, body: { message: 'Este plano não está à venda' } });

    // Still priced for those who have it: its subscriber changes the payment type as before.
    await server.app.database.db
      .update(subscriptions)
      .set({ plan: 'otto_monthly_new' })
      .where(eq(subscriptions.id, sub._id));
    const kept = await api('PATCH', `/subscriptions/${sub._id}`, {
      plan: 'otto_monthly_new',
      paymentType: 'pix',
    });
    expect(kept).toMatchObject({ status: 200, body: { data: { plan: 'otto_monthly_new', price: 29.9 } } });
  });
});

describe('postal codes (local table)', () => {
  it('finds a known code and answers CEP INVÁLIDO for an unknown one', async () => {
    const api = client(server, (await createAccount(server)).token);
    expect((await api('GET', '/postalcodes/01310100')).body.data).toMatchObject({
      city: 'São Paulo',
      state: 'SP',
    });
    const unknown = await api('GET', '/postalcodes/99999999');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'CEP INVÁLIDO' } });
  });
});

describe('company plan', () => {
  it('a real activation token gives the gifted company plan once', async () => {
    const [company] = await server.app.database.db
      .insert(companies)
      .values({ name: 'Empresa Matriz' })
      .returning();
    await server.app.repos.codes.issue('company', 'b2b_token_real', 60, { companyId: company?.id ?? '' });
    const account = await createAccount(server);
    const api = client(server, account.token);
    const activated = await api('POST', '/b2b/companies/employee/activate', {
      activationToken: 'b2b_token_real',
    });
    expect(activated.body).toMatchObject({ message: 'Seu plano empresa foi ativado com sucesso' });
    expect(await subscriptionOf(account)).toMatchObject({
      plan: 'otto-company',
      state: 'active',
      gifted: true,
    });
    const again = await client(server, (await createAccount(server)).token)(
      'POST',
      '/b2b/companies/employee/activate',
      {
        activationToken: 'b2b_token_real',
      },
    );
    expect(again.status).toBe(400);
  });
});

describe('family plan', () => {
  it("covers a member whose own trial ended while the admin's family plan is active, and no longer once it ends", async () => {
    const admin = await createAccount(server);
    const member = await createAccount(server);
    const family = await client(server, admin.token)('POST', '/families', {
      name: 'Família Plano',
      user: admin.id,
    });
    const voucher = (family.body.data as { voucher: string }).voucher;
    expect(
      (
        await client(server, member.token)('POST', '/families/voucher', {
          voucher,
          email: member.email,
          user: member.id,
        })
      ).status,
    ).toBeLessThan(300);
    await server.app.database.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(subscriptions.userId, member.id));
    const paidUntil = new Date(Date.now() + 40 * 86_400_000);
    await server.app.repos.subscriptions.setPlan(admin.id, 'otto_family_monthly', paidUntil);
    expect(await subscriptionOf(member)).toMatchObject({
      plan: 'otto-family-member',
      state: 'active',
      gifted: true,
    });
    const write = await client(server, member.token)('POST', '/payments', {
      name: 'Conta',
      type: 'debit',
      accountType: 'Conta corrente',
    });
    expect(write.status).toBe(201);
    // Covered, the member has nothing to buy nor to cancel, whatever their own row reads.
    const asMember = client(server, member.token);
    const order = { clientId: await gatewayClient(member), plan: 'otto_monthly', paymentType: 'pix' };
    expect(await asMember('POST', '/subscriptions/gateway/subscription', order)).toMatchObject({
      status: 403,
      body: {
        message:
          'Planos de empresa e de membro de família são cortesia: não podem ser cancelados nem comprados.',
      },
    });
    const own = await subscriptionOf(member);
    expect((await asMember('POST', `/subscriptions/${own._id}/status?status=inactive`)).status).toBe(403);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'otto-family-member', gifted: true });

    await server.app.repos.subscriptions.setPlan(admin.id, 'otto_monthly', paidUntil);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan', state: 'expired' });
  });
});

describe('promotional codes kept by an administrator', () => {
  let adminApi: ReturnType<typeof client>;
  beforeAll(async () => {
    const admin = await createAccount(server);
    await makeAdmin(admin);
    adminApi = client(server, admin.token);
  });
  const created = async (body: object) => {
    const answer = await adminApi('POST', '/promotionalcodes', body);
    expect(answer.status).toBe(201);
    return (answer.body.data as { _id: string })._id;
  };

  it('keeps a percent discount within 0 to 100 whichever of type and discount the patch changes', async () => {
    const fixed = await created({ code: 'REAIS150', discount: 150, discountType: 'fixed' });
    const toPercent = await adminApi('PATCH', `/promotionalcodes/${fixed}`, { discountType: 'percent' });
    expect(toPercent).toMatchObject({
      status: 400,
      body: { message: 'O desconto em porcentagem vai de 0 a 100' },
    });
    expect((await adminApi('GET', `/promotionalcodes/${fixed}`)).body.data).toMatchObject({
      discount: 150,
      discountType: 'fixed',
    });
    expect(
      (await adminApi('PATCH', `/promotionalcodes/${fixed}`, { discountType: 'percent', discount: 15 })).body
        .data,
    ).toMatchObject({ discount: 15, discountType: 'percent' });

    const percent = await created({ code: 'PORCENTO50', discount: 50 });
    expect((await adminApi('PATCH', `/promotionalcodes/${percent}`, { discount: 101 })).status).toBe(400);
    expect(
      (await adminApi('PATCH', `/promotionalcodes/${percent}`, { discountType: 'fixed', discount: 150 })).body
        .data,
    ).toMatchObject({ discount: 150, discountType: 'fixed' });
  });

  it('refuses a code of spaces only, on create and on update', async () => {
    const required = { status: 400, body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'code' }] } };
    expect(await adminApi('POST', '/promotionalcodes', { code: '   ', discount: 5 })).toMatchObject(required);
    const id = await created({ code: 'ESPACOS', discount: 5 });
    expect(await adminApi('PATCH', `/promotionalcodes/${id}`, { code: ' ' })).toMatchObject(required);
    expect(await adminApi('PUT', `/promotionalcodes/${id}`, { code: '  ', discount: 5 })).toMatchObject(
      required,
    );
    expect((await adminApi('GET', `/promotionalcodes/${id}`)).body.data).toMatchObject({ code: 'ESPACOS' });
  });
});

describe('deleting the account of a subscriber', () => {
  const gatewayIdOf = async (id: string) =>
    (await server.app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]
      ?.subscriptionId ?? '';
  const deleteAccount = (account: Account) =>
    client(server, account.token)('DELETE', `/users/${account.id}`, { currentPassword: account.password });

  it('cancels the subscription at the gateway, so the card is not charged for an account gone', async () => {
    const account = await createAccount(server);
    const sub = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${new URL(sub.latestInvoice?.secure_url ?? '').pathname}/pay`);
    const gatewayId = await gatewayIdOf(sub._id);
    expect((await server.app.billing.gateway.getSubscription(gatewayId))?.suspended).toBe(false);

    expect((await deleteAccount(account)).status).toBe(204);
    expect((await server.app.billing.gateway.getSubscription(gatewayId))?.suspended).toBe(true);
  });

  it('keeps the account when the gateway cannot cancel, and says so', async () => {
    const account = await createAccount(server);
    const sub = (await subscribe(account)).body.data as Sub;
    const gatewayId = await gatewayIdOf(sub._id);
    const { gateway } = server.app.billing;
    const suspend = gateway.suspendSubscription;
    gateway.suspendSubscription = () =>
      Promise.reject(new GatewayError('O serviço de pagamento não respondeu. Tente novamente em instantes.'));
    try {
      const refused = await deleteAccount(account);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'Não foi possível cancelar sua assinatura no serviço de pagamento, por isso sua conta não foi excluída. Tente novamente em instantes.',
      );
    } finally {
      gateway.suspendSubscription = suspend;
    }
    expect((await subscriptionOf(account))._id).toBe(sub._id);
    expect((await deleteAccount(account)).status).toBe(204);
    expect((await gateway.getSubscription(gatewayId))?.suspended).toBe(true);
  });
});

/** The paid or granted days are over, as time would end them (the row's expiry moved back). */
async function pastExpiry(account: Account) {
  await server.app.database.db
    .update(subscriptions)
    .set({ expireAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(subscriptions.userId, account.id));
}

/** Any write of the person's own data (a wallet), refused once the account expired (decision 431). */
const aWrite = (account: Account) =>
  client(server, account.token)('POST', '/payments', {
    name: 'Conta',
    type: 'debit',
    accountType: 'Conta corrente',
  });

const gatewayIdOfRow = async (id: string) =>
  (await server.app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]
    ?.subscriptionId ?? '';

const pageOf = (invoice: { secure_url: string } | undefined) => new URL(invoice?.secure_url ?? '').pathname;

describe('a checkout over an unpaid one (audits AE1, AE2)', () => {
  it('cancels the first boleto at the gateway before replacing it: paying it afterwards is refused', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const first = (await subscribe(account, { paymentType: 'bank_slip' })).body.data as Sub;
    const firstGatewayId = await gatewayIdOfRow(first._id);
    // The boleto's due date passed unpaid: the account reads expired and may check out again.
    await pastExpiry(account);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'pending', state: 'expired' });
    const second = await subscribe(account, { paymentType: 'bank_slip' });
    expect(second.status).toBe(201);

    const page = pageOf(first.latestInvoice);
    expect((await raw('GET', page)).body).not.toContain('Pagar</button>');
    await raw('POST', `${page}/pay`);
    const { gateway } = server.app.billing;
    expect(await gateway.getInvoice(first.latestInvoice?._id ?? '')).toMatchObject({ status: 'canceled' });
    expect(await gateway.getSubscription(firstGatewayId)).toMatchObject({ suspended: true });
    const invoices = (await api('GET', `/subscriptions/${first._id}/invoices`)).body.data as {
      items: { _id: string; status: string }[];
    };
    expect(invoices.items.find((invoice) => invoice._id === first.latestInvoice?._id)?.status).toBe(
      'canceled',
    );
    expect(invoices.items.filter((invoice) => invoice.status === 'pending')).toHaveLength(1);
  });

  it('a boleto of a replaced subscription that is paid anyway still buys the plan', async () => {
    const account = await createAccount(server);
    const first = (await subscribe(account, { paymentType: 'bank_slip' })).body.data as Sub;
    await pastExpiry(account);
    // The gateway kept the first invoice payable (its cancel lost, or made by hand at the gateway).
    const { gateway } = server.app.billing;
    const cancel = gateway.cancelInvoice;
    gateway.cancelInvoice = async () => {};
    try {
      expect((await subscribe(account, { paymentType: 'bank_slip' })).status).toBe(201);
    } finally {
      gateway.cancelInvoice = cancel;
    }
    expect((await raw('POST', `${pageOf(first.latestInvoice)}/pay`)).statusCode).toBe(303);
    const paid = await subscriptionOf(account);
    expect(paid).toMatchObject({ plan: 'otto_monthly', status: 'active', state: 'active' });
    expect(paid.daysLeft).toBeGreaterThanOrEqual(27);
    const invoices = (await client(server, account.token)('GET', `/subscriptions/${first._id}/invoices`)).body
      .data as { items: { _id: string; status: string }[] };
    expect(invoices.items.find((invoice) => invoice._id === first.latestInvoice?._id)?.status).toBe('paid');
  });

  it('an open invoice the gateway will not cancel (paid meanwhile) stops the checkout, and nothing changes', async () => {
    const account = await createAccount(server);
    const first = (await subscribe(account, { paymentType: 'bank_slip' })).body.data as Sub;
    await pastExpiry(account);
    const invoiceId = first.latestInvoice?._id ?? '';
    // Paid at the bank a moment ago; the gateway's trigger has not reached us yet.
    await server.app.database.db.execute(
      sql`update dev_gateway_records set data = jsonb_set(data, '{status}', '"paid"') where id = ${invoiceId}`,
    );
    const before = await gatewayIdOfRow(first._id);
    const again = await subscribe(account, { paymentType: 'bank_slip' });
    expect(again).toMatchObject({
      status: 400,
      body: {
        message:
          'Não foi possível cancelar a fatura em aberto da sua assinatura anterior: ela pode ter acabado de ser paga. Aguarde a confirmação do pagamento ou tente novamente em instantes.',
      },
    });
    expect(await gatewayIdOfRow(first._id)).toBe(before);
    expect(await server.app.billing.gateway.getSubscription(before)).toMatchObject({ suspended: false });
    const invoices = (await client(server, account.token)('GET', `/subscriptions/${first._id}/invoices`)).body
      .data as { total: number };
    expect(invoices.total).toBe(1);
  });

  it("an expired account's second unpaid checkout does not reopen writes", async () => {
    const account = await createAccount(server);
    await pastExpiry(account);
    expect((await aWrite(account)).status).toBe(403);
    // The first checkout keeps the account open until its boleto's due date (decision 433), once.
    expect((await subscribe(account, { paymentType: 'bank_slip' })).status).toBe(201);
    expect((await aWrite(account)).status).toBe(201);
    await pastExpiry(account);
    expect((await aWrite(account)).status).toBe(403);
    expect((await subscribe(account, { paymentType: 'bank_slip' })).status).toBe(201);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'pending', state: 'expired' });
    expect(await aWrite(account)).toMatchObject({ status: 403, body: { code: 'subscriptionExpired' } });
  });
});

describe('paying after cancelling (audit AE3)', () => {
  it('the open invoice paid after a cancel keeps the plan cancelled, as the gateway does', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const sub = (await subscribe(account)).body.data as Sub;
    const cancelled = await api('POST', `/subscriptions/${sub._id}/status?status=inactive`);
    expect(cancelled.body.data).toMatchObject({ suspended: true });
    await raw('POST', `${pageOf(sub.latestInvoice)}/pay`);
    expect(await subscriptionOf(account)).toMatchObject({
      state: 'active',
      status: 'active',
      suspended: true,
    });
    expect(await server.app.billing.gateway.getSubscription(await gatewayIdOfRow(sub._id))).toMatchObject({
      suspended: true,
    });
  });
});

describe('a family plan covers from its paid charge (audit AE4)', () => {
  it('an unpaid or refused family checkout covers no member; once paid it does', async () => {
    const admin = await createAccount(server);
    const member = await createAccount(server);
    await familyOf(admin, member);
    const order = (await subscribe(admin, { plan: 'otto_family_monthly', paymentType: 'pix' })).body
      .data as Sub;
    expect(order).toMatchObject({ status: 'pending', state: 'active' });
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan', state: 'test', gifted: false });
    await pastExpiry(member);
    expect((await aWrite(member)).status).toBe(403);
    await raw('POST', `${pageOf(order.latestInvoice)}/refuse`);
    expect((await aWrite(member)).status).toBe(403);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'no_plan', state: 'expired' });

    const again = (await subscribe(admin, { plan: 'otto_family_monthly', paymentType: 'pix' })).body
      .data as Sub;
    expect((await aWrite(member)).status).toBe(403);
    await raw('POST', `${pageOf(again.latestInvoice)}/pay`);
    expect(await subscriptionOf(member)).toMatchObject({ plan: 'otto-family-member', gifted: true });
    expect((await aWrite(member)).status).toBe(201);
  });
});

describe('an active plan without a gateway subscription (audit AE5)', () => {
  it.each([
    ['a plan set by hand, as the demo accounts hold', 'otto_monthly', 3650],
    ['an account older than subscriptions (migration 0013)', 'free', null],
  ])('%s: a checkout is refused and the plan kept', async (_, plan, days) => {
    const account = await createAccount(server);
    const until = days === null ? null : new Date(Date.now() + days * 86_400_000);
    await server.app.repos.subscriptions.setPlan(account.id, plan, until);
    const before = await subscriptionOf(account);
    expect(before).toMatchObject({ plan, state: 'active', subscribed: false });
    const clientId = await gatewayClient(account);
    const writes = await gatewayWrites(async () => {
      const order = await client(server, account.token)('POST', '/subscriptions/gateway/subscription', {
        clientId,
        plan: 'otto_monthly',
        paymentType: 'pix',
      });
      expect(order).toMatchObject({
        status: 400,
        body: { message: "Você já tem uma assinatura ativa. Use 'Alterar' para mudar de plano." },
      });
    });
    expect(writes).toEqual([]);
    const after = await subscriptionOf(account);
    expect(after).toMatchObject({ plan, state: 'active' });
    expect(after.expireAt).toBe(before.expireAt);
  });
});

describe('an account whose trial ended (audit AE6)', () => {
  it('may leave a family but not invite into one', async () => {
    const admin = await createAccount(server);
    const member = await createAccount(server);
    const family = await familyOf(admin, member);
    await pastExpiry(admin);
    await pastExpiry(member);
    const invite = await client(server, admin.token)('POST', `/families/${family._id}/member`, {
      email: 'convite-expirado@exemplo.com.br',
    });
    expect(invite).toMatchObject({
      status: 403,
      body: {
        code: 'subscriptionExpired',
        message: 'Seu período de avaliação terminou. Assine um plano para voltar a registrar.',
      },
    });
    const own = family.members.find((row) => row.user === member.id);
    const left = await client(server, member.token)(
      'POST',
      `/families/${family._id}/member?remove=${own?._id ?? ''}`,
    );
    expect(left.status).toBe(200);
    const members = (left.body.data as Family).members.map((row) => row.user);
    expect(members).not.toContain(member.id);
    expect((left.body.data as Family & { members: { email: string }[] }).members).not.toContainEqual(
      expect.objectContaining({ email: 'convite-expirado@exemplo.com.br' }),
    );
  });

  it('after a refused first charge, a refused write says the trial ended, as Meu plano does', async () => {
    const account = await createAccount(server);
    const first = (await subscribe(account)).body.data as Sub;
    await raw('POST', `${pageOf(first.latestInvoice)}/refuse`);
    await pastExpiry(account);
    expect(await subscriptionOf(account)).toMatchObject({ state: 'expired', firstChargeFailed: true });
    expect(await aWrite(account)).toMatchObject({
      status: 403,
      body: {
        code: 'subscriptionExpired',
        message: 'Seu período de avaliação terminou. Assine um plano para voltar a registrar.',
      },
    });
  });
});

describe('subscription triggers (audit AE8)', () => {
  it("write only what the gateway's subscription says, whatever the trigger's name", async () => {
    const account = await createAccount(server);
    const sub = (await subscribe(account, { paymentType: 'pix' })).body.data as Sub;
    await raw('POST', `${pageOf(sub.latestInvoice)}/pay`);
    const gatewayId = await gatewayIdOfRow(sub._id);
    const trigger = () =>
      raw(
        'POST',
        '/api/subscriptions/gateway/webhook',
        { event: 'subscription.expired', data: { id: gatewayId } },
        { authorization: server.app.billing.webhookSecret },
      );
    expect((await trigger()).statusCode).toBe(200);
    expect(await subscriptionOf(account)).toMatchObject({
      status: 'active',
      state: 'active',
      suspended: false,
    });

    // Ended at the gateway (not active, its period over): then the row says so.
    await server.app.database.db.execute(
      sql`update dev_gateway_records set data = data || '{"active": false, "expiresAt": "2020-01-01"}'::jsonb where id = ${gatewayId}`,
    );
    expect((await trigger()).statusCode).toBe(200);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'expired' });
  });
});
