import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIso } from '../../../src/lib/dates.ts';
import {
  awaitsPayment,
  firstChargeFailed,
  invoiceStatusGroup,
  isGiftedPlan,
  priceWithDiscount,
  subscriptionState,
  TRIAL_PLAN,
} from '../../../src/lib/subscription.ts';
import { caller, ownerOnly } from '../../auth/bearer.ts';
import { GatewayError, type GatewayInvoice } from '../../billing/gateway.ts';
import type { PlanOffer } from '../../billing/plans.ts';
import { extendedExpiry, graceUntil } from '../../domain/subscription.ts';
import { fail, HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { PromotionalCodeRow } from '../../repositories/promotional-codes.ts';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../../repositories/subscriptions.ts';
import type { Answer, Handlers } from '../types.ts';
import { checkCpf } from '../users/rules.ts';
import { presentInvoice, presentRuling, presentSubscription, rulingRow } from './present.ts';

const cents = (value: number) => Math.round(value * 100);
const refused = (error: unknown): never => {
  if (error instanceof GatewayError) throw new HttpError(400, error.message);
  throw error;
};

/**
 * A plan the brand sells; gifted plans answer 403, the trial, unknown plans and those no longer sold
 * (`listed: false`, priced only for who already has them, decision 432) 400.
 */
function sellable(app: FastifyInstance, plan: string): PlanOffer {
  if (isGiftedPlan(plan)) throw fail(403, 'errors.giftedPlan');
  const offer = app.billing.plans.find((candidate) => candidate.plan === plan && candidate.listed !== false);
  if (!offer) throw fail(400, 'errors.planNotSold');
  return offer;
}

/**
 * The plan the next charge is for, when a change waits for it (decision 479): the gateway holds it
 * (`changePlan`), the row keeps the plan paid for. Nothing waits on a row whose charge is open.
 */
async function scheduledPlan(app: FastifyInstance, row: SubscriptionRow): Promise<string | undefined> {
  if (!row.subscriptionId || row.status === 'pending') return undefined;
  const atGateway = await app.billing.gateway.getSubscription(row.subscriptionId);
  return atGateway?.plan && atGateway.plan !== row.plan ? atGateway.plan : undefined;
}

/**
 * The plan a paid invoice buys (decision 479): the one the gateway subscription now charges for, if
 * the invoice paid that plan's price; otherwise the plan already paid for. A change made before the
 * charge's issue is in its price; one that crossed it (or was made at the gateway by hand) is not.
 */
function planBought(
  plans: readonly PlanOffer[],
  current: string,
  charging: string | undefined,
  invoice: Pick<GatewayInvoice, 'totalCents' | 'discountCents'>,
): string {
  if (!charging || charging === current) return current;
  const offer = plans.find((candidate) => candidate.plan === charging);
  return offer && invoice.totalCents + invoice.discountCents >= cents(offer.price) ? charging : current;
}

/**
 * The person whose subscription is written. Who pays, for which plan and whether it renews (a
 * reactivation may charge at once) is the account owner's choice: a planner signed in for a client
 * reads it but changes none of it (decision 109).
 */
function subscriber(request: FastifyRequest): string {
  return ownerOnly(request, 'errors.subscriptionOwnOnly').userId;
}

/** The caller's current own row (every account has one since sign-up or the migration). */
async function currentRow(app: FastifyInstance, userId: string): Promise<SubscriptionRow> {
  const row = await app.repos.subscriptions.newest(userId);
  if (!row) throw fail(404, 'errors.notFound');
  return row;
}

/**
 * A company's or a family plan's member holds a gifted plan however their own row reads: nothing to
 * buy, change or cancel (decisions 017, 018). The family's cover is ruled, not stored on the row.
 */
async function refuseGifted(app: FastifyInstance, userId: string): Promise<void> {
  const ruling = await rulingRow(app, userId);
  if (ruling && isGiftedPlan(ruling.plan)) throw fail(403, 'errors.giftedPlan');
}

async function ownRow(app: FastifyInstance, id: string, userId: string): Promise<SubscriptionRow> {
  const row = await app.repos.subscriptions.findOwn(id, userId);
  if (!row) throw fail(404, 'errors.notFound');
  return row;
}

/** A promotional code usable for `plan` now, or the reason it is not (400). */
export function checkCode(
  code: PromotionalCodeRow | undefined,
  plan: string,
  now = new Date(),
): PromotionalCodeRow {
  if (!code?.active || (code.expireAt && code.expireAt <= now)) throw fail(400, 'errors.promoInvalid');
  if (code.maxUses !== null && code.uses >= code.maxUses) throw fail(400, 'errors.promoUsedUp');
  if (code.plans.length > 0 && !code.plans.includes(plan)) throw fail(400, 'errors.promoWrongPlan');
  return code;
}

async function saveInvoice(
  repos: Pick<FastifyInstance['repos'], 'subscriptions'>,
  subscriptionRowId: string,
  invoice: GatewayInvoice,
) {
  await repos.subscriptions.saveInvoice({
    id: invoice.id,
    subscriptionId: subscriptionRowId,
    dueDate: invoice.dueDate,
    total: (invoice.totalCents / 100).toFixed(2),
    discount: (invoice.discountCents / 100).toFixed(2),
    status: invoice.status,
    secureUrl: invoice.secureUrl,
    payableWith: invoice.payableWith ?? null,
    pix: invoice.pix ?? null,
    bankSlip: invoice.bankSlip ?? null,
  });
}

interface Order {
  clientId: string;
  plan: string;
  paymentType: 'credit_card' | 'pix' | 'bank_slip';
  promotionalCode?: string;
}

/** How long one checkout may hold the row; a gateway call that takes longer has failed anyway. */
const CHECKOUT_SECONDS = 120;

/**
 * Subscribes the caller, one checkout at a time (decision 469): the row is taken in one guarded
 * UPDATE before anything is charged, so a second order sent meanwhile (a double click, a retry, two
 * tabs) is refused with 409 instead of opening a second gateway subscription; it is let go however
 * the checkout ends. The checks run on the row as the claim found it.
 */
async function subscribe(app: FastifyInstance, userId: string, input: Order) {
  const offer = sellable(app, input.plan);
  await refuseGifted(app, userId);
  const current = await currentRow(app, userId);
  if (current.clientId !== input.clientId) throw fail(403, 'errors.gatewayClientNotYours');
  const row = await app.repos.subscriptions.claimCheckout(current.id, CHECKOUT_SECONDS);
  if (!row) throw fail(409, 'errors.checkoutInProgress');
  try {
    const invoices = await app.repos.subscriptions.invoices(row.id);
    const failedFirst = firstChargeFailed(row.status, invoices[0]?.status);
    // Every active plan counts as subscribed, cancelled but still paid or held without a gateway
    // subscription (a demo account, a `free` account of migration 0013): 'Reativar' keeps the paid
    // days, and a new checkout counted its period from today (decision 479, audit AE5). A first
    // charge that failed bought nothing and reads as the trial.
    if (!failedFirst && subscriptionState(row) === 'active') throw fail(400, 'errors.alreadySubscribed');
    if (row.subscriptionId) await stopReplaced(app, row, invoices);
    return await checkout(app, row, offer.price, input);
  } finally {
    await app.repos.subscriptions.releaseCheckout(row.id);
  }
}

/**
 * The gateway subscription a checkout replaces never charges again (decisions 469, 479): its open
 * invoices are cancelled at the gateway, so the boleto or Pix already handed out can no longer be
 * paid into a subscription the row no longer holds, and it is suspended. An invoice that cannot be
 * cancelled (paid meanwhile, or no answer) stops the checkout before anything is replaced (audit AE1).
 */
async function stopReplaced(app: FastifyInstance, row: SubscriptionRow, invoices: SubscriptionInvoiceRow[]) {
  const { gateway } = app.billing;
  for (const invoice of invoices.filter((open) => invoiceStatusGroup(open.status) === 'awaiting')) {
    await gateway.cancelInvoice(invoice.id).catch((error: unknown) => {
      if (error instanceof GatewayError) throw fail(400, 'errors.previousInvoiceNotCancelled');
      throw error;
    });
    await app.repos.subscriptions.saveInvoice({ ...invoice, status: 'canceled' });
  }
  await gateway.suspendSubscription(row.subscriptionId ?? '').catch(refused);
}

/**
 * The promotional code's use is taken first in one guarded UPDATE (given back if the gateway
 * refuses), then the gateway subscription and its first invoice. The plan stays open until that
 * invoice's due date; the webhook makes it active when the invoice is paid.
 */
async function checkout(app: FastifyInstance, row: SubscriptionRow, listPrice: number, input: Order) {
  let code: PromotionalCodeRow | undefined;
  if (input.promotionalCode?.trim()) {
    const found = checkCode(await app.repos.promotionalCodes.findByCode(input.promotionalCode), input.plan);
    code = await app.repos.promotionalCodes.claim(found.id);
    if (!code) throw fail(400, 'errors.promoUsedUp');
  }
  const price = cents(listPrice);
  const discount = code
    ? price -
      cents(
        priceWithDiscount(listPrice, {
          discount: Number(code.discount),
          discountType: code.discountType === 'fixed' ? 'fixed' : 'percent',
        }),
      )
    : 0;
  let created: Awaited<ReturnType<typeof app.billing.gateway.createSubscription>>;
  try {
    created = await app.billing.gateway.createSubscription({
      customerId: input.clientId,
      plan: input.plan,
      priceCents: price,
      discountCents: discount,
      payableWith: input.paymentType,
    });
  } catch (error) {
    if (code) await app.repos.promotionalCodes.release(code.id);
    return refused(error);
  }
  // The grace until the first invoice's due date is given once (decision 433): a checkout over an
  // unpaid one keeps the row's expiry, or each unpaid boleto bought three more days (audit AE2).
  const graced = row.status !== 'pending' && created.invoice;
  const updated = await app.repos.subscriptions.update(row.id, {
    plan: input.plan,
    status: 'pending',
    suspended: false,
    subscriptionId: created.id,
    paymentType: input.paymentType,
    promotionalCodeId: code?.id ?? null,
    expireAt: graced ? graceUntil(row.expireAt, graced.dueDate) : row.expireAt,
  });
  if (created.invoice) await saveInvoice(app.repos, row.id, created.invoice);
  return presentSubscription(app, updated ?? row);
}

export const subscriptionsHandlers: Handlers = {
  async listSubscriptions(request): Promise<Answer<'listSubscriptions', 200>> {
    const { userId } = caller(request);
    const ruling = await presentRuling(request.server, userId);
    const items = ruling ? [ruling] : [];
    return { data: { items, total: items.length } };
  },

  async listPlans(request): Promise<Answer<'listPlans', 200>> {
    const items = request.server.billing.plans
      .filter((plan) => plan.listed !== false)
      .map(({ listed: _listed, ...plan }) => plan as never);
    return { data: { items, total: items.length } };
  },

  async getGatewayConfig(request): Promise<Answer<'getGatewayConfig', 200>> {
    const { gateway } = request.server.billing;
    return { data: { provider: gateway.provider, ...gateway.publicConfig() } };
  },

  async getSubscription(request): Promise<Answer<'getSubscription', 200>> {
    const { userId } = caller(request);
    const app = request.server;
    const row = await ownRow(app, request.params.id, userId);
    const ruling = await rulingRow(app, userId);
    // The member of a family plan sees its own row as the family plan rules it.
    const shown = ruling?.id === row.id ? ruling : row;
    // The change waiting for the next charge is told when the gateway answers; the rest does not need it.
    const nextPlan = await scheduledPlan(app, shown).catch((error: unknown) => {
      if (error instanceof GatewayError) return undefined;
      throw error;
    });
    return { data: await presentSubscription(app, shown, { nextPlan }) };
  },

  async listSubscriptionInvoices(request): Promise<Answer<'listSubscriptionInvoices', 200>> {
    const { userId } = caller(request);
    const row = await ownRow(request.server, request.params.id, userId);
    const items = (await request.server.repos.subscriptions.invoices(row.id)).map(presentInvoice);
    return { data: { items, total: items.length } };
  },

  async createGatewayClient(request, reply): Promise<Answer<'createGatewayClient', 201>> {
    const userId = subscriber(request);
    const app = request.server;
    const row = await currentRow(app, userId);
    // The checkout form refuses a bad CPF; a client that skips it must not reach the gateway with one.
    const cpf = checkCpf(request.body.cpf);
    const clientId = await app.billing.gateway
      .createCustomer({ ...request.body, cpf }, row.clientId)
      .catch(refused);
    await app.repos.subscriptions.update(row.id, { clientId });
    reply.code(201);
    return { data: { clientId } };
  },

  async createGatewayPayment(request, reply): Promise<Answer<'createGatewayPayment', 201>> {
    const userId = subscriber(request);
    const app = request.server;
    const row = await currentRow(app, userId);
    if (row.clientId !== request.body.clientId) throw fail(403, 'errors.gatewayClientNotYours');
    if (request.body.paymentType !== 'credit_card') {
      reply.code(201);
      return { data: { paymentMethodId: request.body.paymentType } };
    }
    if (!request.body.cardToken) throw fail(400, 'errors.cardTokenRequired');
    const method = await app.billing.gateway
      .createPaymentMethod(request.body.clientId, request.body.cardToken)
      .catch(refused);
    const previous = (row.paymentMethods ?? []) as Array<Record<string, unknown>>;
    await app.repos.subscriptions.update(row.id, {
      paymentType: 'credit_card',
      paymentMethods: [
        { id: method.id, active: true, maskedNumber: method.maskedNumber, brand: method.brand },
        ...previous.map((old) => ({ ...old, active: false })),
      ].slice(0, 5),
    });
    reply.code(201);
    return {
      data: {
        paymentMethodId: method.id,
        ...(method.maskedNumber ? { maskedNumber: method.maskedNumber } : {}),
        ...(method.brand ? { brand: method.brand } : {}),
      },
    };
  },

  async createGatewaySubscription(request, reply): Promise<Answer<'createGatewaySubscription', 201>> {
    const userId = subscriber(request);
    const data = await subscribe(request.server, userId, request.body);
    reply.code(201);
    return { data, message: t('messages.subscribed') };
  },

  async createSubscription(request, reply): Promise<Answer<'createSubscription', 201>> {
    const userId = subscriber(request);
    const row = await currentRow(request.server, userId);
    if (!row.clientId) throw fail(400, 'errors.gatewayClientMissing');
    const { plan, paymentType, promotionalCode } = request.body;
    if (!plan || !paymentType) throw fail(400, 'errors.badRequest');
    const data = await subscribe(request.server, userId, {
      clientId: row.clientId,
      plan,
      paymentType,
      ...(promotionalCode ? { promotionalCode } : {}),
    });
    reply.code(201);
    return { data, message: t('messages.subscribed') };
  },

  async updateSubscription(request): Promise<Answer<'updateSubscription', 200>> {
    return changePlan(request.server, subscriber(request), request.params.id, request.body);
  },

  async replaceSubscription(request): Promise<Answer<'replaceSubscription', 200>> {
    return changePlan(request.server, subscriber(request), request.params.id, request.body);
  },

  async deleteSubscription(request, reply) {
    await setStatus(request.server, subscriber(request), request.params.id, 'inactive');
    return reply.code(204).send();
  },

  async updateSubscriptionStatus(request): Promise<Answer<'updateSubscriptionStatus', 200>> {
    const userId = subscriber(request);
    const status = request.query.status;
    const data = await setStatus(request.server, userId, request.params.id, status);
    return {
      data,
      message: t(status === 'active' ? 'messages.subscriptionActivated' : 'messages.subscriptionCancelled'),
    };
  },

  async receiveGatewayWebhook(request): Promise<Answer<'receiveGatewayWebhook', 200>> {
    const app = request.server;
    if (!app.billing.webhookAuthorised(request.headers.authorization))
      throw fail(401, 'errors.webhookUnauthorized');
    await takeWebhook(app, request.body);
    return { message: t('messages.webhookTaken') };
  },
};

async function changePlan(
  app: FastifyInstance,
  userId: string,
  id: string,
  body: { plan?: string; paymentType?: string },
): Promise<{ data: Awaited<ReturnType<typeof presentSubscription>>; message: string }> {
  const own = await ownRow(app, id, userId);
  await refuseGifted(app, userId);
  if (!own.subscriptionId) throw fail(400, 'errors.noGatewaySubscription');
  // Under the checkout's claim (decision 469): a change that read the row while a checkout replaced
  // its gateway subscription would have written its plan over the one just charged for.
  const held = await app.repos.subscriptions.claimCheckout(own.id, CHECKOUT_SECONDS);
  if (!held) throw fail(409, 'errors.checkoutInProgress');
  try {
    return await changeHeldPlan(app, held, body);
  } finally {
    await app.repos.subscriptions.releaseCheckout(own.id);
  }
}

async function changeHeldPlan(
  app: FastifyInstance,
  row: SubscriptionRow,
  body: { plan?: string; paymentType?: string },
): Promise<{ data: Awaited<ReturnType<typeof presentSubscription>>; message: string }> {
  if (!row.subscriptionId) throw fail(400, 'errors.noGatewaySubscription');
  let nextPlan = await scheduledPlan(app, row).catch(refused);
  if (body.plan !== undefined && body.plan !== (nextPlan ?? row.plan)) {
    // Going back to the plan paid for undoes a waiting change: no purchase, even of a plan no longer sold.
    const offer =
      body.plan === row.plan
        ? app.billing.plans.find((candidate) => candidate.plan === row.plan)
        : sellable(app, body.plan);
    if (!offer) throw fail(400, 'errors.planNotSold');
    // The charge at the gateway's current price is the one to pay first: a change under it would
    // leave what that charge buys to chance (decision 479).
    const invoices = await app.repos.subscriptions.invoices(row.id);
    if (row.status === 'pending' || awaitsPayment(invoices))
      throw fail(400, 'errors.planChangeAwaitingPayment');
    // The plan paid for stays, with its benefits (a family plan's members), until the next charge
    // at the new price is paid: the row changes then, in the webhook (planBought).
    await app.billing.gateway.changePlan(row.subscriptionId, body.plan, cents(offer.price)).catch(refused);
    nextPlan = body.plan === row.plan ? undefined : body.plan;
  }
  const updated = body.paymentType
    ? await app.repos.subscriptions.update(row.id, { paymentType: body.paymentType })
    : row;
  return {
    data: await presentSubscription(app, updated ?? row, { nextPlan }),
    message: t('messages.subscriptionChanged'),
  };
}

/** Cancel (inactive: no renewal, the plan lasts until expireAt) or reactivate (active). */
async function setStatus(app: FastifyInstance, userId: string, id: string, status: 'active' | 'inactive') {
  const row = await ownRow(app, id, userId);
  await refuseGifted(app, userId);
  if (!row.subscriptionId) {
    if (status === 'active') throw fail(400, 'errors.activationFailed');
    throw fail(400, 'errors.noGatewaySubscription');
  }
  const { gateway } = app.billing;
  if (status === 'inactive') {
    await gateway.suspendSubscription(row.subscriptionId).catch(refused);
    const updated = await app.repos.subscriptions.update(row.id, { suspended: true });
    return presentSubscription(app, updated ?? row);
  }
  // A reactivation may charge at once (a lapsed cycle): one at a time, like a checkout (decision 469).
  const held = await app.repos.subscriptions.claimCheckout(row.id, CHECKOUT_SECONDS);
  if (!held) throw fail(409, 'errors.checkoutInProgress');
  try {
    return await reactivate(app, userId, held);
  } finally {
    await app.repos.subscriptions.releaseCheckout(row.id);
  }
}

/**
 * Reactivates at the gateway, which charges a lapsed cycle at once. A subscription not suspended that
 * is active, or whose charge still awaits payment, is reactivated already: asking again answers it as
 * it is (with that invoice to pay) instead of asking the gateway, and so charging, again (decision 469).
 */
async function reactivate(app: FastifyInstance, userId: string, row: SubscriptionRow) {
  if (!row.suspended) {
    const awaiting = awaitsPayment(await app.repos.subscriptions.invoices(row.id));
    if (awaiting || subscriptionState(row) === 'active') return presentSubscription(app, row);
  }
  await app.billing.gateway.activateSubscription(row.subscriptionId ?? '').catch((error: unknown) => {
    if (error instanceof GatewayError)
      throw new HttpError(400, error.message || t('errors.activationFailed'));
    throw error;
  });
  const updated = await app.repos.subscriptions.update(row.id, { suspended: false });
  const fresh = (await app.repos.subscriptions.findOwn(row.id, userId)) ?? updated ?? row;
  return presentSubscription(app, fresh);
}

const PAID = new Set(['paid', 'externally_paid', 'authorized']);

/**
 * The row an invoice is for: the one holding its gateway subscription, or, for a subscription a later
 * checkout replaced, the row the invoice was saved on. Money paid is never dropped (audit AE1).
 */
async function invoiceRow(app: FastifyInstance, invoice: GatewayInvoice & { subscriptionId: string }) {
  const current = await app.repos.subscriptions.findByGatewayId(invoice.subscriptionId);
  if (current) return current;
  const known = await app.repos.subscriptions.findInvoice(invoice.id);
  return known ? app.repos.subscriptions.findById(known.subscriptionId) : undefined;
}

/**
 * One gateway trigger (decision 435). The invoice's status is read back from the gateway, never
 * taken from the body; a delivery already taken (same event, invoice and status) changes nothing.
 */
async function takeWebhook(app: FastifyInstance, body: { event?: string; data?: Record<string, unknown> }) {
  const event = String(body.event ?? '');
  const data = (body.data ?? {}) as Record<string, unknown>;
  const id = typeof data.id === 'string' ? data.id : undefined;
  if (!id) return;
  const { gateway } = app.billing;
  if (event.startsWith('invoice.')) {
    const invoice = await gateway.getInvoice(id);
    if (!invoice?.subscriptionId) return;
    const row = await invoiceRow(app, { ...invoice, subscriptionId: invoice.subscriptionId });
    if (!row) return;
    // Read before the transaction, which must not wait on the gateway.
    const atGateway = PAID.has(invoice.status)
      ? await gateway.getSubscription(invoice.subscriptionId)
      : undefined;
    // Renewal is the gateway's: a plan cancelled there stays cancelled when its open invoice is paid
    // (audit AE3). A replaced subscription says nothing of the row's current one.
    const current = row.subscriptionId === invoice.subscriptionId;
    await app.repos.transaction(async (repos) => {
      if (!(await repos.subscriptions.firstDelivery(`invoice:${invoice.id}:${invoice.status}`))) return;
      const known = await repos.subscriptions.findInvoice(invoice.id);
      await saveInvoice(repos, row.id, invoice);
      if (PAID.has(invoice.status) && !PAID.has(known?.status ?? '')) {
        const fresh = (await repos.subscriptions.findOwn(row.id, row.userId)) ?? row;
        const plan = planBought(app.billing.plans, fresh.plan, atGateway?.plan, invoice);
        const months = app.billing.plans.find((offer) => offer.plan === plan)?.months ?? 1;
        // A trial's remaining days are not added: a paid period counts from today.
        const base = fresh.status === 'pending' || fresh.plan === TRIAL_PLAN ? null : fresh.expireAt;
        await repos.subscriptions.update(row.id, {
          plan,
          status: 'active',
          suspended: current && atGateway ? atGateway.suspended : fresh.suspended,
          expireAt: extendedExpiry(base, months),
        });
      }
    });
    return;
  }
  if (event.startsWith('subscription.')) {
    const subscription = await gateway.getSubscription(id);
    if (!subscription) return;
    const row = await app.repos.subscriptions.findByGatewayId(subscription.id);
    if (!row) return;
    const key = `subscription:${subscription.id}:${event}:${subscription.suspended}:${subscription.expiresAt}`;
    // Only what the gateway's subscription says is written, whatever the trigger's name (audit AE8).
    const ended =
      !subscription.active &&
      subscription.expiresAt !== null &&
      subscription.expiresAt < todayIso(new Date());
    await app.repos.transaction(async (repos) => {
      if (!(await repos.subscriptions.firstDelivery(key))) return;
      await repos.subscriptions.update(row.id, {
        suspended: subscription.suspended,
        ...(ended ? { status: 'expired' } : {}),
      });
    });
  }
}
