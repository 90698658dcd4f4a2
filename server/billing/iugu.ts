import {
  type GatewayCustomer,
  GatewayError,
  type GatewayInvoice,
  type GatewaySubscription,
  type NewGatewaySubscription,
  type PayableWith,
  type PaymentGateway,
} from './gateway.ts';

export interface IuguOptions {
  apiToken: string;
  accountId: string;
  testMode: boolean;
  /** https://api.iugu.com/v1 unless a test points it at a fake. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The plan's identifier at Iugu (the brand's subscription prefix, decision 438); the name itself by default. */
  planIdentifier?: (plan: string) => string;
  /** Our plan name for an identifier at Iugu, the reverse of `planIdentifier`; the identifier itself by default. */
  planOf?: (identifier: string) => string | undefined;
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Iugu's invoice as the adapter's (GET /v1/invoices/{id}). */
export function fromIuguInvoice(raw: Json): GatewayInvoice {
  const pix = raw.pix as Json | null | undefined;
  const slip = raw.bank_slip as Json | null | undefined;
  const payable = str(raw.payable_with);
  return {
    id: String(raw.id),
    status: String(raw.status ?? 'pending'),
    dueDate: String(raw.due_date ?? '').slice(0, 10),
    totalCents: Number(raw.total_cents ?? 0),
    discountCents: Number(raw.discount_cents ?? 0),
    secureUrl: String(raw.secure_url ?? ''),
    payableWith:
      payable === 'credit_card' || payable === 'pix' || payable === 'bank_slip' ? payable : undefined,
    pix: pix ? { qrcode: str(pix.qrcode), qrcode_text: str(pix.qrcode_text) } : undefined,
    bankSlip: slip
      ? {
          digitable_line: str(slip.digitable_line),
          barcode: str(slip.barcode),
          bank_slip_pdf_url: str(slip.bank_slip_pdf_url),
        }
      : undefined,
    subscriptionId: str(raw.subscription_id) ?? null,
  };
}

/** Iugu's first error text, else the spec's generic refusal. */
function errorText(body: unknown): string {
  const errors = (body as Json | null)?.errors;
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object') {
    const first = Object.entries(errors as Record<string, unknown>)[0];
    if (first) return `${first[0]} ${Array.isArray(first[1]) ? first[1].join(', ') : String(first[1])}`;
  }
  return 'Não foi possível concluir o pagamento no momento';
}

/**
 * Iugu's REST API v1 (https://api.iugu.com/v1): Basic auth with the API token as the user name,
 * JSON in and out. Customers, payment methods (from a browser token), subscriptions on plans whose
 * identifiers are our plan names with the brand's prefix (decision 438), invoices read back for the
 * webhook (decision 433).
 */
export function iuguGateway(options: IuguOptions): PaymentGateway {
  const base = (options.baseUrl ?? 'https://api.iugu.com/v1').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const planIdentifier = options.planIdentifier ?? ((plan: string) => plan);
  const planOf = options.planOf ?? ((identifier: string) => identifier);
  const auth = `Basic ${Buffer.from(`${options.apiToken}:`).toString('base64')}`;

  async function call(method: string, path: string, body?: Json): Promise<Json | undefined> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      throw new GatewayError('O serviço de pagamento não respondeu. Tente novamente em instantes.');
    }
    if (response.status === 404 && method === 'GET') return undefined;
    const json = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) throw new GatewayError(errorText(json));
    return json;
  }

  const customerBody = (c: GatewayCustomer): Json => {
    const phone = c.phoneNumber?.replace(/\D/g, '');
    return {
      email: c.email,
      name: c.name,
      cpf_cnpj: c.cpf.replace(/\D/g, ''),
      ...(phone && phone.length >= 10 ? { phone_prefix: phone.slice(0, 2), phone: phone.slice(2) } : {}),
      ...(c.zipCode ? { zip_code: c.zipCode } : {}),
      ...(c.number ? { number: c.number } : {}),
      ...(c.street ? { street: c.street } : {}),
      ...(c.district ? { district: c.district } : {}),
      ...(c.complement ? { complement: c.complement } : {}),
      ...(c.city ? { city: c.city } : {}),
      ...(c.state ? { state: c.state } : {}),
    };
  };

  return {
    provider: 'iugu',
    publicConfig: () => ({
      accountId: options.accountId,
      testMode: options.testMode,
      tokenUrl: `${base}/payment_token`,
    }),

    async createCustomer(customer, existingId) {
      if (existingId) {
        const updated = await call(
          'PUT',
          `/customers/${encodeURIComponent(existingId)}`,
          customerBody(customer),
        );
        return String(updated?.id ?? existingId);
      }
      const created = await call('POST', '/customers', customerBody(customer));
      return String(created?.id);
    },

    async createPaymentMethod(customerId, token) {
      const created = await call('POST', `/customers/${encodeURIComponent(customerId)}/payment_methods`, {
        description: 'Cartão da assinatura',
        token,
        set_as_default: true,
      });
      const data = (created?.data ?? {}) as Json;
      return { id: String(created?.id), maskedNumber: str(data.display_number), brand: str(data.brand) };
    },

    async createSubscription(input: NewGatewaySubscription) {
      const created = await call('POST', '/subscriptions', {
        customer_id: input.customerId,
        plan_identifier: planIdentifier(input.plan),
        payable_with: input.payableWith satisfies PayableWith,
        price_cents: input.priceCents,
        only_on_charge_success: false,
        ...(input.discountCents > 0
          ? {
              subitems: [
                {
                  description: 'Cupom de desconto',
                  price_cents: -input.discountCents,
                  quantity: 1,
                  recurrent: false,
                },
              ],
            }
          : {}),
      });
      const id = String(created?.id);
      const recent = (created?.recent_invoices ?? []) as Json[];
      const first = recent[0];
      const invoice = first?.id ? await this.getInvoice(String(first.id)) : undefined;
      return { id, invoice };
    },

    async getInvoice(id) {
      const raw = await call('GET', `/invoices/${encodeURIComponent(id)}`);
      return raw ? fromIuguInvoice(raw) : undefined;
    },

    async cancelInvoice(id) {
      await call('PUT', `/invoices/${encodeURIComponent(id)}/cancel`);
    },

    async getSubscription(id): Promise<GatewaySubscription | undefined> {
      const raw = await call('GET', `/subscriptions/${encodeURIComponent(id)}`);
      if (!raw) return undefined;
      const identifier = str(raw.plan_identifier);
      return {
        id: String(raw.id),
        active: raw.active === true,
        suspended: raw.suspended === true,
        expiresAt: str(raw.expires_at)?.slice(0, 10) ?? null,
        plan: identifier ? planOf(identifier) : undefined,
      };
    },

    async suspendSubscription(id) {
      await call('POST', `/subscriptions/${encodeURIComponent(id)}/suspend`);
    },

    async activateSubscription(id) {
      await call('POST', `/subscriptions/${encodeURIComponent(id)}/activate`);
    },

    async changePlan(id, plan, priceCents) {
      await call(
        'POST',
        `/subscriptions/${encodeURIComponent(id)}/change_plan/${encodeURIComponent(planIdentifier(plan))}`,
      );
      await call('PUT', `/subscriptions/${encodeURIComponent(id)}`, { price_cents: priceCents });
    },
  };
}
