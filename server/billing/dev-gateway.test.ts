import { describe, expect, it } from 'vitest';
import { type DevStore, devGateway } from './dev-gateway.ts';

/** The records the development gateway keeps, in memory instead of the database. */
function memoryStore(): DevStore {
  const records = new Map<string, unknown>();
  const kinds = new Map<string, string>();
  return {
    get: async <T>(id: string) => records.get(id) as T | undefined,
    put: async (id, kind, data) => {
      records.set(id, data);
      kinds.set(id, kind);
    },
    list: async <T>(kind: string) =>
      [...records].filter(([id]) => kinds.get(id) === kind).map(([, data]) => data as T),
  };
}

async function bankSlipInvoice(priceCents: number, discountCents: number) {
  const gateway = devGateway({ store: memoryStore(), baseUrl: 'http://localhost', notify: async () => {} });
  const customerId = await gateway.createCustomer({
    name: 'Ana',
    email: 'ana@example.com',
    cpf: '52998224725',
  });
  const { invoice } = await gateway.createSubscription({
    customerId,
    plan: 'otto_monthly',
    priceCents,
    discountCents,
    payableWith: 'bank_slip',
  });
  return invoice;
}

describe('bank slip of the development gateway', () => {
  it.each([
    ['no discount', 2990, 0, 2990],
    ['a promotional code of R$ 5,98', 2990, 598, 2392],
    ['a discount above the price', 2990, 5000, 0],
  ])('the digitable line charges the invoice total: %s', async (_, price, discount, total) => {
    const invoice = await bankSlipInvoice(price, discount);
    expect(invoice?.totalCents).toBe(total);
    expect(invoice?.bankSlip?.digitable_line).toMatch(new RegExp(` ${String(total).padStart(14, '0')}$`));
  });
});

describe('cancelling an invoice at the development gateway', () => {
  it('an open invoice turns canceled and can no longer be paid; a paid one is refused', async () => {
    const notified: Record<string, string>[] = [];
    const gateway = devGateway({
      store: memoryStore(),
      baseUrl: 'http://localhost',
      notify: async (form) => {
        notified.push(form);
      },
    });
    const customerId = await gateway.createCustomer({
      name: 'Ana',
      email: 'ana@example.com',
      cpf: '52998224725',
    });
    const open = async () =>
      (
        await gateway.createSubscription({
          customerId,
          plan: 'otto_monthly',
          priceCents: 2990,
          discountCents: 0,
          payableWith: 'pix',
        })
      ).invoice?.id ?? '';
    const cancelled = await open();
    await gateway.cancelInvoice(cancelled);
    expect((await gateway.getInvoice(cancelled))?.status).toBe('canceled');
    expect((await gateway.settle(cancelled, 'paid'))?.status).toBe('canceled');
    expect(notified).toEqual([]);

    const paid = await open();
    await gateway.settle(paid, 'paid');
    await expect(gateway.cancelInvoice(paid)).rejects.toThrow('A fatura não pode mais ser cancelada');
    expect((await gateway.getInvoice(paid))?.status).toBe('paid');
  });
});
