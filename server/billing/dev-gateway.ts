import { randomBytes } from 'node:crypto';
import { addDays, addMonthsToDate, todayIso } from '../../src/lib/dates.ts';
import {
  type GatewayCustomer,
  GatewayError,
  type GatewayInvoice,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway.ts';

export interface DevStore {
  get<T>(id: string): Promise<T | undefined>;
  put(id: string, kind: string, data: unknown): Promise<void>;
  /** Every record of a kind (the renewal step reads the subscriptions). */
  list<T>(kind: string): Promise<T[]>;
}

export const DEV_ACCOUNT_ID = 'dev-account';
export const DEV_PREFIX = '/dev-gateway';

interface DevToken {
  brand: string;
  display_number: string;
  used: boolean;
}
interface DevSubscription extends GatewaySubscription {
  customerId: string;
  plan: string;
  priceCents: number;
  payableWith: GatewayInvoice['payableWith'];
  paymentMethodId: string | null;
  /** The charge issued for the cycle after the period ending `for`, so a cycle is charged once. */
  renewal?: { for: string; invoice: string } | undefined;
}
interface DevCustomer extends GatewayCustomer {
  defaultPaymentMethod: string | null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').toUpperCase()}`;

/** Luhn checksum, for the development tokeniser's 'is invalid'. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string | undefined {
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^3(0[0-5]|[68])/.test(number)) return 'DINERS';
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^(606282|3841)/.test(number)) return 'HIPERCARD';
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'ELO';
  return undefined;
}

const QR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 8 8"><path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4zM6 5h1v2H6zM4 6h1v2H4z"/></svg>`;

/**
 * The spec's 'payment gateway in development mode' (decision 433): the same calls as Iugu, kept in
 * the database, invoices paid or refused on a page this server serves (`secure_url`); either button
 * sends Iugu's `invoice.status_changed` trigger to our webhook through `notify`.
 */
export function devGateway(options: {
  store: DevStore;
  /** Absolute base for `secure_url` (APP_URL). */
  baseUrl: string;
  notify: (form: Record<string, string>) => Promise<void>;
  now?: () => Date;
  /** The months a paid invoice of this plan covers (the brand's plans); 1 when unknown. */
  monthsOf?: (plan: string) => number;
  /** The plan's identifier at this gateway (the brand's subscription prefix, decision 438). */
  planIdentifier?: (plan: string) => string;
}): PaymentGateway & {
  tokenise(body: unknown): Promise<{ status: number; body: unknown }>;
  /** The identifier of the plan an invoice charges, for its page. */
  invoicePlan(invoice: GatewayInvoice): Promise<string | undefined>;
  settle(invoiceId: string, outcome: 'paid' | 'canceled'): Promise<GatewayInvoice | undefined>;
  renewDue(at?: Date): Promise<number>;
} {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const monthsOf = options.monthsOf ?? (() => 1);
  const pageUrl = (id: string) => `${options.baseUrl}${DEV_PREFIX}/invoices/${id}`;

  async function issueInvoice(subscription: DevSubscription, discountCents: number): Promise<GatewayInvoice> {
    const id = newId('INV').replace('INV_', '');
    const method = subscription.payableWith ?? 'credit_card';
    const today = todayIso(now());
    const totalCents = Math.max(0, subscription.priceCents - discountCents);
    const invoice: GatewayInvoice = {
      id,
      status: 'pending',
      dueDate: method === 'bank_slip' ? addDays(today, 3) : today,
      totalCents,
      discountCents,
      secureUrl: pageUrl(id),
      payableWith: method,
      subscriptionId: subscription.id,
      ...(method === 'pix'
        ? {
            pix: {
              qrcode: `data:image/svg+xml;base64,${Buffer.from(QR_SVG).toString('base64')}`,
              qrcode_text: `00020101021226850014br.gov.bcb.pix2563dev-gateway/${id}5204000053039865802BR5925FINANCAS DEV6009SAO PAULO6304ABCD`,
            },
          }
        : {}),
      ...(method === 'bank_slip'
        ? {
            bankSlip: {
              // The slip charges what the invoice asks, the promotional code's discount taken off.
              digitable_line: `23793.38128 60000.000003 ${id.slice(0, 5).padEnd(5, '0')}.000000 1 ${String(totalCents).padStart(14, '0')}`,
              bank_slip_pdf_url: `${pageUrl(id)}?formato=pdf`,
            },
          }
        : {}),
    };
    await store.put(id, 'invoice', invoice);
    return invoice;
  }

  /** The next cycle's charge, awaiting payment on its page; our webhook hears `invoice.created`. */
  async function charge(found: DevSubscription): Promise<void> {
    const invoice = await issueInvoice(found, 0);
    const renewal = found.expiresAt ? { for: found.expiresAt, invoice: invoice.id } : undefined;
    await store.put(found.id, 'subscription', { ...found, renewal });
    await options.notify({
      event: 'invoice.created',
      'data[id]': invoice.id,
      'data[status]': invoice.status,
    });
  }

  async function subscription(id: string): Promise<DevSubscription> {
    const found = await store.get<DevSubscription>(id);
    if (!found) throw new GatewayError('Assinatura não encontrada no gateway');
    return found;
  }

  return {
    provider: 'dev',
    publicConfig: () => ({
      accountId: DEV_ACCOUNT_ID,
      testMode: true,
      tokenUrl: `${DEV_PREFIX}/v1/payment_token`,
    }),

    /** POST /dev-gateway/v1/payment_token, in Iugu's request and answer shapes. */
    async tokenise(body) {
      const request = (body ?? {}) as {
        account_id?: unknown;
        method?: unknown;
        data?: Record<string, unknown>;
      };
      const data = request.data ?? {};
      const number = String(data.number ?? '').replace(/\D/g, '');
      const month = Number(data.month);
      const year = Number(data.year);
      const cvv = String(data.verification_value ?? '');
      const errors: Record<string, string> = {};
      if (request.account_id !== DEV_ACCOUNT_ID) errors.account_id = 'is invalid';
      if (request.method !== 'credit_card') errors.method = 'is invalid';
      const brand = cardBrand(number);
      if (!luhnValid(number) || !brand) errors.number = 'is invalid';
      const today = todayIso(now());
      const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
      if (!(month >= 1 && month <= 12) || year * 12 + month < current) errors.expiration = 'is invalid';
      if (!/^\d{3,4}$/.test(cvv)) errors.verification_value = 'is invalid';
      if (!String(data.first_name ?? '').trim() || !String(data.last_name ?? '').trim())
        errors.full_name = 'is invalid';
      if (Object.keys(errors).length > 0) return { status: 422, body: { errors } };
      const id = newId('TOK');
      const display = `XXXX-XXXX-XXXX-${number.slice(-4)}`;
      await store.put(id, 'token', { brand: brand ?? 'VISA', display_number: display, used: false });
      return {
        status: 200,
        body: {
          id,
          method: 'credit_card',
          extra_info: { brand, display_number: display, bin: number.slice(0, 6) },
        },
      };
    },

    async createCustomer(customer, existingId) {
      const id = existingId && (await store.get(existingId)) ? existingId : newId('CUS');
      const previous = await store.get<DevCustomer>(id);
      await store.put(id, 'customer', {
        ...customer,
        defaultPaymentMethod: previous?.defaultPaymentMethod ?? null,
      });
      return id;
    },

    async createPaymentMethod(customerId, token) {
      const customer = await store.get<DevCustomer>(customerId);
      if (!customer) throw new GatewayError('Cliente não encontrado no gateway');
      const card = await store.get<DevToken>(token);
      if (!card || card.used) throw new GatewayError('Token do cartão inválido ou já usado');
      await store.put(token, 'token', { ...card, used: true });
      const id = newId('PM');
      await store.put(id, 'payment_method', {
        customerId,
        brand: card.brand,
        display_number: card.display_number,
      });
      await store.put(customerId, 'customer', { ...customer, defaultPaymentMethod: id });
      return { id, maskedNumber: card.display_number, brand: card.brand };
    },

    async createSubscription(input) {
      const customer = await store.get<DevCustomer>(input.customerId);
      if (!customer) throw new GatewayError('Cliente não encontrado no gateway');
      if (input.payableWith === 'credit_card' && !customer.defaultPaymentMethod)
        throw new GatewayError('Cadastre um cartão antes de assinar');
      const created: DevSubscription = {
        id: newId('SUB'),
        active: true,
        suspended: false,
        expiresAt: null,
        customerId: input.customerId,
        plan: input.plan,
        priceCents: input.priceCents,
        payableWith: input.payableWith,
        paymentMethodId: customer.defaultPaymentMethod,
      };
      await store.put(created.id, 'subscription', created);
      return { id: created.id, invoice: await issueInvoice(created, input.discountCents) };
    },

    getInvoice: (id) => store.get<GatewayInvoice>(id),

    /** Like Iugu: only an open invoice is cancelled; a paid one stays paid and the call is refused. */
    async cancelInvoice(id) {
      const invoice = await store.get<GatewayInvoice>(id);
      if (!invoice) throw new GatewayError('Fatura não encontrada no gateway');
      if (invoice.status === 'canceled' || invoice.status === 'expired') return;
      if (invoice.status !== 'pending') throw new GatewayError('A fatura não pode mais ser cancelada');
      await store.put(id, 'invoice', { ...invoice, status: 'canceled' });
    },

    async invoicePlan(invoice) {
      const charged = invoice.subscriptionId
        ? await store.get<DevSubscription>(invoice.subscriptionId)
        : undefined;
      return charged ? (options.planIdentifier ?? ((plan: string) => plan))(charged.plan) : undefined;
    },

    async getSubscription(id) {
      const found = await store.get<DevSubscription>(id);
      return found
        ? {
            id: found.id,
            active: found.active,
            suspended: found.suspended,
            expiresAt: found.expiresAt,
            plan: found.plan,
          }
        : undefined;
    },

    async suspendSubscription(id) {
      await store.put(id, 'subscription', { ...(await subscription(id)), suspended: true });
    },

    async activateSubscription(id) {
      const found = await subscription(id);
      if (found.payableWith === 'credit_card' && !found.paymentMethodId)
        throw new GatewayError('Não foi possível ativar sua assinatura');
      await store.put(id, 'subscription', { ...found, suspended: false, active: true });
      // Like Iugu, a subscription whose paid cycle is over is charged at once on reactivation (a new
      // invoice, awaiting payment on its page); one cancelled within its paid cycle just renews again.
      const paidThrough = found.expiresAt;
      if (paidThrough && paidThrough >= todayIso(now())) return;
      // The renewal's charge for this cycle still awaits payment: that one is paid, not a second.
      const renewal = found.renewal?.for === paidThrough ? found.renewal : undefined;
      if (renewal && (await store.get<GatewayInvoice>(renewal.invoice))?.status === 'pending') return;
      await charge({ ...found, suspended: false, active: true });
    },

    /**
     * Iugu renews on its own: each subscription not suspended whose paid period ends today (or has
     * ended) is charged once for the next cycle, and our webhook hears of the invoice (audit AE7).
     * The job queue runs it with PAYMENT_GATEWAY=dev (server/jobs/dev-renewals.ts).
     */
    async renewDue(at = now()) {
      const today = todayIso(at);
      const due = (await store.list<DevSubscription>('subscription')).filter(
        (found) =>
          found.active &&
          !found.suspended &&
          found.expiresAt !== null &&
          found.expiresAt <= today &&
          found.renewal?.for !== found.expiresAt,
      );
      for (const found of due) await charge(found);
      return due.length;
    },

    async changePlan(id, plan, priceCents) {
      await store.put(id, 'subscription', { ...(await subscription(id)), plan, priceCents });
    },

    /** The page's 'Pagar' and 'Recusar': the invoice changes, then the trigger goes to our webhook. */
    async settle(invoiceId, outcome) {
      const invoice = await store.get<GatewayInvoice>(invoiceId);
      if (invoice?.status !== 'pending') return invoice;
      const settled = { ...invoice, status: outcome };
      await store.put(invoiceId, 'invoice', settled);
      const paidFor =
        outcome === 'paid' && invoice.subscriptionId
          ? await store.get<DevSubscription>(invoice.subscriptionId)
          : undefined;
      if (paidFor) {
        // The paid cycle runs from the later of today and the current end (the gateway's own truth).
        const today = todayIso(now());
        const from = paidFor.expiresAt && paidFor.expiresAt > today ? paidFor.expiresAt : today;
        await store.put(paidFor.id, 'subscription', {
          ...paidFor,
          expiresAt: addMonthsToDate(from, monthsOf(paidFor.plan)),
        });
      }
      await options.notify({
        event: 'invoice.status_changed',
        'data[id]': invoiceId,
        'data[status]': outcome,
        'data[account_id]': DEV_ACCOUNT_ID,
        ...(invoice.subscriptionId ? { 'data[subscription_id]': invoice.subscriptionId } : {}),
      });
      return settled;
    },
  };
}

export type DevGateway = ReturnType<typeof devGateway>;
