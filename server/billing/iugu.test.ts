import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './gateway.ts';
import { iuguGateway } from './iugu.ts';
import { gatewayPlanIdentifier, loadPlans, loadSubscriptionPrefix, planOfIdentifier } from './plans.ts';

// A local fake of Iugu's REST API v1: the routes the adapter uses, Basic auth with the API token,
// and the answers' documented shapes. Every request is recorded for the assertions.
const TOKEN = 'test_api_token';
const seen: Array<{ method: string; path: string; body: Record<string, unknown> }> = [];
const invoices: Record<string, Record<string, unknown>> = {};
let fake: Server;
let baseUrl = '';

const read = (request: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text ? JSON.parse(text) : {}));
  });

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = await read(request);
    const path = (request.url ?? '').replace(/^\/v1/, '');
    seen.push({ method: request.method ?? '', path, body });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== `Basic ${Buffer.from(`${TOKEN}:`).toString('base64')}`)
      return send(401, { errors: 'Unauthorized' });
    if (request.method === 'POST' && path === '/customers') {
      if (!body.cpf_cnpj) return send(422, { errors: { cpf_cnpj: ['não é válido'] } });
      return send(200, { id: 'CUST1', email: body.email });
    }
    if (request.method === 'POST' && path === '/customers/CUST1/payment_methods')
      return send(200, { id: 'PM1', data: { brand: 'VISA', display_number: 'XXXX-XXXX-XXXX-1111' } });
    if (request.method === 'POST' && path === '/subscriptions') {
      const total =
        Number(body.price_cents) + ((body.subitems as Array<{ price_cents: number }>)?.[0]?.price_cents ?? 0);
      invoices.INV1 = {
        id: 'INV1',
        status: 'pending',
        due_date: '2026-04-15',
        total_cents: total,
        secure_url: 'https://faturas.iugu.com/inv1',
        payable_with: body.payable_with,
        subscription_id: 'SUB1',
        bank_slip: {
          digitable_line: '23793.38128 60000.000003',
          bank_slip_pdf_url: 'https://faturas.iugu.com/inv1.pdf',
        },
      };
      return send(200, { id: 'SUB1', recent_invoices: [{ id: 'INV1', status: 'pending' }] });
    }
    if (request.method === 'GET' && path.startsWith('/invoices/')) {
      const invoice = invoices[path.slice('/invoices/'.length)];
      return invoice ? send(200, invoice) : send(404, { errors: 'Not Found' });
    }
    const cancelling = /^\/invoices\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'PUT' && cancelling) {
      const invoice = invoices[cancelling[1] ?? ''];
      if (!invoice) return send(404, { errors: 'Not Found' });
      if (invoice.status !== 'pending') return send(400, { errors: 'Fatura não pode ser cancelada' });
      invoices[cancelling[1] ?? ''] = { ...invoice, status: 'canceled' };
      return send(200, invoices[cancelling[1] ?? '']);
    }
    if (request.method === 'GET' && path === '/subscriptions/SUB1')
      return send(200, {
        id: 'SUB1',
        active: true,
        suspended: true,
        expires_at: '2026-05-15',
        plan_identifier: 'cofrinha_annual',
      });
    if (
      request.method === 'POST' &&
      (path === '/subscriptions/SUB1/suspend' || path === '/subscriptions/SUB1/activate')
    )
      return send(200, { id: 'SUB1' });
    if (
      request.method === 'POST' &&
      (path === '/subscriptions/SUB1/change_plan/otto_annual' ||
        path === '/subscriptions/SUB1/change_plan/cofrinha_annual')
    )
      return send(200, { id: 'SUB1' });
    if (request.method === 'PUT' && path === '/subscriptions/SUB1') return send(200, { id: 'SUB1' });
    return send(404, { errors: 'Not Found' });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const gateway = () => iuguGateway({ apiToken: TOKEN, accountId: 'ACC1', testMode: true, baseUrl });
/** As createBilling builds it for a brand whose subscription prefix is `cofrinha`. */
const brandGateway = () =>
  iuguGateway({
    apiToken: TOKEN,
    accountId: 'ACC1',
    testMode: true,
    baseUrl,
    planIdentifier: (plan) => gatewayPlanIdentifier(plan, loadSubscriptionPrefix('demo')),
    planOf: (identifier) => planOfIdentifier(identifier, loadPlans('demo'), loadSubscriptionPrefix('demo')),
  });

describe('the Iugu adapter against a fake Iugu API', () => {
  it('points the browser at payment_token and creates a customer with digits-only CPF and phone split', async () => {
    expect(gateway().publicConfig()).toEqual({
      accountId: 'ACC1',
      testMode: true,
      tokenUrl: `${baseUrl}/payment_token`,
    });
    const id = await gateway().createCustomer({
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      cpf: '529.982.247-25',
      phoneNumber: '(11) 98765-4321',
      zipCode: '01310100',
    });
    expect(id).toBe('CUST1');
    expect(seen.at(-1)?.body).toMatchObject({
      cpf_cnpj: '52998224725',
      phone_prefix: '11',
      phone: '987654321',
      zip_code: '01310100',
    });
  });

  it('saves the card token as the default payment method', async () => {
    expect(await gateway().createPaymentMethod('CUST1', 'tok_abc')).toEqual({
      id: 'PM1',
      maskedNumber: 'XXXX-XXXX-XXXX-1111',
      brand: 'VISA',
    });
    expect(seen.at(-1)?.body).toMatchObject({ token: 'tok_abc', set_as_default: true });
  });

  it('subscribes with the brand price and a one-time discount, and reads the boleto back', async () => {
    const created = await gateway().createSubscription({
      customerId: 'CUST1',
      plan: 'otto_monthly',
      priceCents: 2990,
      discountCents: 598,
      payableWith: 'bank_slip',
    });
    const posted = seen.find((request) => request.path === '/subscriptions' && request.method === 'POST');
    expect(posted?.body).toMatchObject({
      plan_identifier: 'otto_monthly',
      price_cents: 2990,
      payable_with: 'bank_slip',
      subitems: [{ price_cents: -598, recurrent: false }],
    });
    expect(created.id).toBe('SUB1');
    expect(created.invoice).toMatchObject({
      id: 'INV1',
      status: 'pending',
      totalCents: 2392,
      dueDate: '2026-04-15',
      subscriptionId: 'SUB1',
      bankSlip: { digitable_line: '23793.38128 60000.000003' },
    });
  });

  it('reads invoices (missing ones as undefined), subscriptions, and suspends, activates and changes plan', async () => {
    invoices.INV1 = { ...invoices.INV1, status: 'paid' };
    expect((await gateway().getInvoice('INV1'))?.status).toBe('paid');
    expect(await gateway().getInvoice('NOPE')).toBeUndefined();
    expect(await gateway().getSubscription('SUB1')).toEqual({
      id: 'SUB1',
      active: true,
      suspended: true,
      expiresAt: '2026-05-15',
      plan: 'cofrinha_annual',
    });
    await gateway().suspendSubscription('SUB1');
    await gateway().activateSubscription('SUB1');
    await gateway().changePlan('SUB1', 'otto_annual', 29990);
    expect(seen.slice(-4).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /subscriptions/SUB1/suspend',
      'POST /subscriptions/SUB1/activate',
      'POST /subscriptions/SUB1/change_plan/otto_annual',
      'PUT /subscriptions/SUB1',
    ]);
  });

  it('cancels an open invoice, so its boleto or Pix can no longer be paid; a paid one is refused', async () => {
    invoices.INV2 = { id: 'INV2', status: 'pending', due_date: '2026-04-15', subscription_id: 'SUB1' };
    await gateway().cancelInvoice('INV2');
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: '/invoices/INV2/cancel' });
    expect((await gateway().getInvoice('INV2'))?.status).toBe('canceled');
    invoices.INV3 = { id: 'INV3', status: 'paid', due_date: '2026-04-15', subscription_id: 'SUB1' };
    await expect(gateway().cancelInvoice('INV3')).rejects.toThrow(
      new GatewayError('Fatura não pode ser cancelada'),
    );
    expect(invoices.INV3?.status).toBe('paid');
  });

  it("names the plans at Iugu with the brand's subscription prefix", async () => {
    expect(loadSubscriptionPrefix('default')).toBe('otto');
    expect(loadSubscriptionPrefix('demo')).toBe('cofrinha');
    expect(loadSubscriptionPrefix('no-such-brand')).toBe('otto');
    expect(gatewayPlanIdentifier('otto_family_monthly', 'cofrinha')).toBe('cofrinha_family_monthly');
    expect(gatewayPlanIdentifier('otto-company', 'cofrinha')).toBe('cofrinha-company');
    expect(gatewayPlanIdentifier('free', 'cofrinha')).toBe('free');
    await brandGateway().createSubscription({
      customerId: 'CUST1',
      plan: 'otto_monthly',
      priceCents: 1990,
      discountCents: 0,
      payableWith: 'pix',
    });
    const posted = seen.filter((request) => request.path === '/subscriptions' && request.method === 'POST');
    expect(posted.at(-1)?.body).toMatchObject({ plan_identifier: 'cofrinha_monthly', price_cents: 1990 });
    // The plan its next charge is for, read back in our names.
    expect(await brandGateway().getSubscription('SUB1')).toMatchObject({ plan: 'otto_annual' });
    await brandGateway().changePlan('SUB1', 'otto_annual', 29990);
    expect(seen.slice(-2).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /subscriptions/SUB1/change_plan/cofrinha_annual',
      'PUT /subscriptions/SUB1',
    ]);
  });

  it("turns Iugu's refusals into a GatewayError with its text, and a wrong token too", async () => {
    await expect(gateway().createCustomer({ name: 'A', email: 'a@b.com', cpf: '' })).rejects.toThrow(
      new GatewayError('cpf_cnpj não é válido'),
    );
    const wrong = iuguGateway({ apiToken: 'outro', accountId: 'ACC1', testMode: true, baseUrl });
    await expect(wrong.suspendSubscription('SUB1')).rejects.toBeInstanceOf(GatewayError);
  });
});
