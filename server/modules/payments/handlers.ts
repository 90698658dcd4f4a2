import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { familyOf } from '../../auth/scope.ts';
import { toCents } from '../../domain/money.ts';
import { fail } from '../../errors.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import { refuseFractionalAmounts } from '../transactions/currency.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { presentPayment } from './present.ts';
import { newPaymentColumns, paymentChange } from './rules.ts';

/** A wallet the caller may see: theirs or their family's (the wallets screen lists both). */
async function visiblePayment(request: FastifyRequest, id: string): Promise<PaymentRow> {
  const { userId } = caller(request);
  const payment = await request.server.repos.payments.findById(id);
  if (!payment || !(await familyOf(request, userId)).includes(payment.userId))
    throw fail(404, 'errors.notFound');
  return payment;
}

async function ownPayment(request: FastifyRequest, id: string): Promise<PaymentRow> {
  const payment = await visiblePayment(request, id);
  if (payment.userId !== caller(request).userId) throw fail(403, 'money.notYourPayment');
  return payment;
}

/** A stored amount a write sets anew, in cents; one sent back unchanged is not checked again. */
function changedCents(next: string | null | undefined, stored: string | null): number | undefined {
  if (next === undefined || next === null) return undefined;
  const cents = toCents(next);
  return stored !== null && cents === toCents(stored) ? undefined : cents;
}

async function change(request: FastifyRequest<{ Params: { id: string }; Body: Schemas['PaymentPatch'] }>) {
  const current = await ownPayment(request, request.params.id);
  const patch = paymentChange(current, request.body);
  await refuseFractionalAmounts(request, {
    value: changedCents(patch.initialBalance, current.initialBalance),
    limit: changedCents(patch.limit, current.limit),
  });
  const updated = await request.server.repos.payments.update(current.id, patch);
  if (!updated) throw fail(404, 'errors.notFound');
  return { data: presentPayment(updated) };
}

/** The wallets listPayments answers: the caller's and their family's. */
export async function visiblePayments(request: FastifyRequest): Promise<PaymentRow[]> {
  return request.server.repos.payments.listFor(await familyOf(request, caller(request).userId));
}

export const paymentsHandlers: Handlers = {
  async listPayments(request): Promise<Answer<'listPayments', 200>> {
    const items = (await visiblePayments(request)).map(presentPayment);
    return { data: { items, total: items.length } };
  },

  async getPayment(request): Promise<Answer<'getPayment', 200>> {
    return { data: presentPayment(await visiblePayment(request, request.params.id)) };
  },

  async createPayment(request, reply): Promise<Answer<'createPayment', 201>> {
    const values = newPaymentColumns(request.body);
    await refuseFractionalAmounts(request, {
      value: changedCents(values.initialBalance, null),
      limit: changedCents(values.limit, null),
    });
    const row = await request.server.repos.payments.create({ ...values, userId: caller(request).userId });
    reply.status(201);
    return { data: presentPayment(row) };
  },

  updatePayment: change,
  replacePayment: change,

  /** Wallet or card with its rows, invoices (and their payments) and objectives, at once. */
  async deletePayment(request, reply) {
    const payment = await ownPayment(request, request.params.id);
    if (payment.isDefault) throw fail(403, 'money.cashWalletLocked');
    if (payment.externalId) throw fail(403, 'money.importedPaymentLocked');
    await request.server.repos.transaction((repos) => repos.payments.delete(payment.id));
    return reply.status(204).send();
  },
};
