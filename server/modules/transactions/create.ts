import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BOOKABLE_DATES, compareDates } from '../../../src/lib/dates.ts';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { invalidField, refused } from '../../auth/scope.ts';
import { installmentInvoiceMonths } from '../../domain/invoices.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { centsPerMinorUnit, toCents, toDecimalString } from '../../domain/money.ts';
import { expandSeries, MAX_OPEN_REPETITIONS } from '../../domain/series.ts';
import { GROUPS_OF, validateTransactionInput } from '../../domain/transaction-rules.ts';
import type { PaymentType, TransactionType } from '../../domain/types.ts';
import { t } from '../../i18n.ts';
import type { CategoryRow } from '../../repositories/categories.ts';
import type { PaymentRow } from '../../repositories/payments.ts';
import type { NewTransaction, TransactionRow } from '../../repositories/transactions.ts';
import { cycleOf, withInvoices } from '../invoices/assign.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';
import type { Schemas } from '../types.ts';
import { assertInstallmentsFit, refuseFractionalAmounts } from './currency.ts';
import { signed } from './present.ts';

export type TransactionInput = Schemas['TransactionInput'];

/** One of the caller's own wallets; anything else is refused as a missing choice. */
export async function ownPaymentFor(
  request: FastifyRequest,
  id: string | undefined,
  field: string,
): Promise<PaymentRow> {
  const payment = id ? await request.server.repos.payments.findById(id) : undefined;
  if (!payment || payment.userId !== caller(request).userId)
    throw invalidField(MESSAGES.requiredField, field);
  return payment;
}

export async function visibleCategory(
  request: FastifyRequest,
  id: string | undefined,
  type?: TransactionType,
): Promise<CategoryRow | undefined> {
  if (!id) return undefined;
  const category = await request.server.repos.categories.findVisible(id, caller(request).userId);
  if (!category) throw invalidField(MESSAGES.requiredField, 'category');
  // The modal offers a type's own categories only: an expense is never filed under 'Salário'.
  if (type && !GROUPS_OF[type].includes(category.group))
    throw invalidField(MESSAGES.requiredField, 'category');
  return category;
}

/** Decision 311: a person holds at most MAX_OPEN_REPETITIONS open repetitions. */
async function roomForRepetition(request: FastifyRequest, userId: string): Promise<void> {
  if ((await request.server.repos.transactions.openRepetitionCount(userId)) < MAX_OPEN_REPETITIONS) return;
  throw invalidField(t('money.tooManyRepetitions', { max: MAX_OPEN_REPETITIONS }), 'recurrentType');
}

/**
 * A transaction, a repetition or an instalment purchase (decision 100), as one series in one
 * database transaction. Card rows go to their invoices (decision 102).
 */
export async function createEntry(
  request: FastifyRequest,
  body: TransactionInput,
  options: { anyCategoryGroup?: boolean } = {},
): Promise<TransactionRow[]> {
  const userId = caller(request).userId;
  const payment = await ownPaymentFor(request, body.payment, 'payment');
  const category = await visibleCategory(
    request,
    body.category,
    options.anyCategoryGroup ? undefined : body.transactionType,
  );
  const recurrentType = body.recurrent !== false && body.recurrentType ? body.recurrentType : null;
  const installments = recurrentType ? 1 : (body.lastInstallment ?? 1);
  const value = toCents(body.value);
  const rule = validateTransactionInput({
    name: body.name,
    value,
    date: body.date,
    categoryId: category?.id ?? null,
    paymentId: payment.id,
    paymentType: payment.type as PaymentType,
    transactionType: body.transactionType,
    installments,
    recurrentType,
  });
  if (!rule.ok) throw refused(rule);
  const currency = await refuseFractionalAmounts(request, { value });
  assertInstallmentsFit(value, installments, currency);
  if (recurrentType) await roomForRepetition(request, userId);

  // Split in the currency's own units, so a JPY purchase's instalments are whole yen too.
  const unit = centsPerMinorUnit(currency);
  const occurrences = expandSeries({
    date: body.date,
    value: signed(value, body.transactionType) / unit,
    recurrentType,
    installments,
    seriesId: randomUUID(),
  }).map((occurrence) => ({ ...occurrence, value: occurrence.value * unit }));
  // Instalments after the contract's last date could never be read (audit Q2); a repetition stops there.
  if (occurrences.some((occurrence) => compareDates(occurrence.date, BOOKABLE_DATES.last) > 0))
    throw invalidField(MESSAGES.invalidDate, 'date');
  const rows: NewTransaction[] = occurrences.map((occurrence, index) => ({
    ...occurrence,
    value: toDecimalString(occurrence.value),
    userId,
    paymentId: payment.id,
    categoryId: category?.id ?? null,
    transactionType: body.transactionType,
    name: oneLineName(body.name),
    description: body.description === undefined ? null : oneLineName(body.description),
    // What was paid is the first member; the following ones are still to come.
    paid: index === 0 && Boolean(body.paid),
  }));
  const months =
    payment.type === 'credit' && installments > 1
      ? installmentInvoiceMonths(body.date, cycleOf(payment).invoiceCloseOn, installments)
      : undefined;
  const card = payment.type === 'credit';
  return request.server.repos.transaction(async (repos) => {
    // The card first: its invoices and credits are one person's at a time (decision 034).
    if (card) await repos.payments.lock(payment.id);
    const booked = await repos.transactions.insertMany(await withInvoices(repos, payment, rows, months));
    // A new purchase takes its share of a credit on its way.
    if (card) await reconcileCreditsOf(repos, { paymentIds: [payment.id] });
    return booked;
  });
}
