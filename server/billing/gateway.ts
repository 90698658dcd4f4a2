/**
 * The payment gateway behind `/subscriptions/gateway/*` (decision 433): the development gateway in
 * this server (offline) or Iugu. Cards never reach this interface: only the gateway's card token.
 */
export type PayableWith = 'credit_card' | 'pix' | 'bank_slip';

export interface GatewayInvoice {
  id: string;
  /** Iugu's statuses: pending, draft, partially_paid, in_protest, refunded, chargeback, in_analysis, canceled, expired, paid... */
  status: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  totalCents: number;
  discountCents: number;
  secureUrl: string;
  payableWith?: PayableWith | undefined;
  pix?: { qrcode?: string; qrcode_text?: string } | undefined;
  bankSlip?: { digitable_line?: string; barcode?: string; bank_slip_pdf_url?: string } | undefined;
  subscriptionId?: string | null | undefined;
}

export interface GatewayCustomer {
  name: string;
  email: string;
  cpf: string;
  phoneNumber?: string | undefined;
  zipCode?: string | undefined;
  number?: string | undefined;
  street?: string | undefined;
  district?: string | undefined;
  complement?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
}

export interface GatewaySubscription {
  id: string;
  active: boolean;
  suspended: boolean;
  /** YYYY-MM-DD or null. */
  expiresAt: string | null;
  /** Our name of the plan its next charge is for (a change made at the gateway waits for it, decision 479). */
  plan?: string | undefined;
}

export interface NewGatewaySubscription {
  customerId: string;
  plan: string;
  priceCents: number;
  /** Taken off the first invoice only (a promotional code). */
  discountCents: number;
  payableWith: PayableWith;
}

export interface PaymentGateway {
  readonly provider: 'dev' | 'iugu';
  publicConfig(): { accountId: string; testMode: boolean; tokenUrl: string };
  createCustomer(customer: GatewayCustomer, existingId?: string | null): Promise<string>;
  createPaymentMethod(
    customerId: string,
    token: string,
  ): Promise<{ id: string; maskedNumber?: string | undefined; brand?: string | undefined }>;
  createSubscription(
    input: NewGatewaySubscription,
  ): Promise<{ id: string; invoice: GatewayInvoice | undefined }>;
  getInvoice(id: string): Promise<GatewayInvoice | undefined>;
  /**
   * An open invoice can no longer be paid (its boleto, Pix or card charge). Refused (GatewayError)
   * when it was paid meanwhile or the gateway does not answer.
   */
  cancelInvoice(id: string): Promise<void>;
  getSubscription(id: string): Promise<GatewaySubscription | undefined>;
  suspendSubscription(id: string): Promise<void>;
  /** Reactivating an expired subscription charges the default payment method at once. */
  activateSubscription(id: string): Promise<void>;
  /** The next charge is for `plan` at `priceCents`; what was paid for stays until then (decision 479). */
  changePlan(id: string, plan: string, priceCents: number): Promise<void>;
}

/** A refusal by the gateway, with the pt-BR text to show (400 for the app). */
export class GatewayError extends Error {}
