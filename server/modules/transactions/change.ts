import type { FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { familyOf, invalidField, refused } from '../../auth/scope.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { toCents, toDecimalString } from '../../domain/money.ts';
import { planSeriesDelete, planSeriesEdit, type TransactionPatch } from '../../domain/series-changes.ts';
import {
  canChangeObjectiveRow,
  canDelete,
  canEdit,
  canTogglePaid,
  type RuleContext,
} from '../../domain/transaction-rules.ts';
import type { DomainTransaction, PaymentType } from '../../domain/types.ts';
import { fail } from '../../errors.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type {
  DetailedTransaction,
  TransactionChange,
  TransactionRow,
} from '../../repositories/transactions.ts';
import { withInvoices } from '../invoices/assign.ts';
import { reconcileCreditsOf } from '../invoices/credit.ts';
import type { Schemas } from '../types.ts';
import { ownPaymentFor, visibleCategory } from './create.ts';
import { assertFitsCurrency, ownerCurrency } from './currency.ts';
import { paymentTypeOf, signed, toDomain } from './present.ts';

type Write = Schemas['TransactionPatch'];

export interface ChangeOptions {
  applyForAll?: boolean;
  markedAsTranslation?: boolean;
  /** The series id of a `{id}/{sub_id}` path: the row must belong to it. */
  seriesId?: string;
}

/** A row the caller can see (own or family's); anything else does not exist for them. */
export async function visibleTransaction(
  request: FastifyRequest,
  id: string,
  seriesId?: string,
): Promise<DetailedTransaction> {
  const row = await request.server.repos.transactions.findDetailed(id);
  const inSeries = !seriesId || seriesId === row?.id || seriesId === row?.recurrentTransactionId;
  if (!row || !inSeries || !(await familyOf(request, caller(request).userId)).includes(row.userId))
    throw fail(404, 'errors.notFound');
  return row;
}

const LOCKED_ON_IMPORT = ['value', 'date', 'paymentId', 'description'] as const;

/** The fields the body really changes; the app sends the whole record back (spec 2 section 7). */
function effectivePatch(row: DomainTransaction, body: Write, options: ChangeOptions): TransactionPatch {
  const type = body.transactionType ?? row.transactionType;
  const wanted: TransactionPatch = {
    ...(body.name !== undefined ? { name: oneLineName(body.name) } : {}),
    ...(body.value !== undefined ? { value: signed(toCents(body.value), type) } : {}),
    ...(body.date !== undefined ? { date: body.date } : {}),
    ...(body.paid !== undefined ? { paid: body.paid } : {}),
    ...(body.transactionType !== undefined ? { transactionType: body.transactionType } : {}),
    ...(body.category !== undefined ? { categoryId: body.category } : {}),
    ...(body.payment !== undefined ? { paymentId: body.payment } : {}),
    ...(body.description !== undefined ? { description: oneLineName(body.description) } : {}),
  };
  const patch = Object.fromEntries(
    Object.entries(wanted).filter(
      ([key, value]) => (row[key as keyof DomainTransaction] ?? null) !== (value ?? null),
    ),
  ) as TransactionPatch;
  // A bank-imported row edited "as translation" keeps what the bank said (spec 2 section 7).
  if (row.externalId && options.markedAsTranslation)
    for (const field of LOCKED_ON_IMPORT) delete patch[field];
  return patch;
}

function columns(patch: TransactionPatch | { lastInstallment: number }): TransactionChange {
  const { value, ...rest } = patch as TransactionPatch & { lastInstallment?: number };
  return { ...rest, ...(value !== undefined ? { value: toDecimalString(value) } : {}) };
}

/** After a change of wallet or date, a card row goes to the invoice its date falls in. */
/**
 * The rows an edit or delete plans over (the series, or the row alone) and, for any of them, the
 * invoice it sits on before the change (decision 125).
 */
async function planned(repos: TxRepositories, target: DetailedTransaction, row: DomainTransaction) {
  const series = row.recurrentTransactionId
    ? await repos.transactions.seriesRows(row.recurrentTransactionId)
    : [];
  const invoiceOf = new Map<string, string | null>([
    [target.id, target.invoiceId],
    ...series.map((member) => [member.id, member.invoiceId] as const),
  ]);
  return {
    members: row.recurrentTransactionId ? series.map(toDomain) : [row],
    invoicesOf: (ids: readonly string[]) => ids.map((id) => invoiceOf.get(id) ?? null),
  };
}

/** Puts a row moved in time or between wallets on the invoice it now belongs to; answers that invoice. */
async function rebook(repos: TxRepositories, row: TransactionRow): Promise<string | null> {
  const payment = row.paymentId ? await repos.payments.findById(row.paymentId) : undefined;
  if (payment?.type !== 'credit') {
    if (row.invoiceId) await repos.transactions.update(row.id, { invoiceId: null });
    return null;
  }
  const [booked] = await withInvoices(repos, payment, [row]);
  if (booked) await repos.transactions.update(row.id, { invoiceId: booked.invoiceId, paid: true });
  return booked?.invoiceId ?? null;
}

/**
 * Whether any of these invoices has had a payment. Its items are settled money: a purchase moved
 * out of it, into it, re-valued or deleted left the payment as a credit nothing would use, and the
 * next invoice asked for the same money again (audit J3). Name, category and description stay free.
 */
async function anyPaid(repos: TxRepositories, invoiceIds: ReadonlyArray<string | null>): Promise<boolean> {
  const ids = [...new Set(invoiceIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return false;
  return [...(await repos.invoices.sumsOf(ids)).values()].some((sums) => sums.paidCents > 0);
}

async function checkReferences(
  request: FastifyRequest,
  row: DomainTransaction,
  patch: TransactionPatch,
  rowPaymentType: PaymentType | null,
): Promise<void> {
  if (patch.name !== undefined && !patch.name) throw invalidField(MESSAGES.requiredField, 'name');
  const payment =
    patch.paymentId !== undefined
      ? await ownPaymentFor(request, patch.paymentId ?? undefined, 'payment')
      : undefined;
  // Spec 2 section 5: a debit expense being edited takes cash or an account, never a card (audit M3).
  if (payment?.type === 'credit' && row.transactionType === 'expenses' && rowPaymentType !== 'credit')
    throw invalidField(MESSAGES.cannotEdit, 'payment');
  if (patch.categoryId === undefined) return;
  if (patch.categoryId) {
    await visibleCategory(request, patch.categoryId, row.transactionType);
    return;
  }
  // Only a card's revenue goes without a category (spec 2 section 5).
  const paymentType = payment?.type ?? (await paymentTypeOfId(request, row.paymentId));
  if (row.transactionType !== 'revenues' || paymentType !== 'credit')
    throw invalidField(MESSAGES.requiredField, 'category');
  patch.categoryId = null;
}

async function paymentTypeOfId(request: FastifyRequest, id: string | null | undefined) {
  return id ? (await request.server.repos.payments.findById(id))?.type : undefined;
}

/**
 * 'Deseja aplicar esta alteração a todos os lançamentos com mesmo nome?' answered yes (spec 2
 * section 5): the name and category reach the owner's other bank-imported rows of the same name.
 */
async function renameImported(tx: TxRepositories, row: DomainTransaction, patch: TransactionPatch) {
  const change = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
  };
  if (Object.keys(change).length === 0) return;
  for (const other of await tx.transactions.importedNamed(row.userId, row.name))
    if (other.id !== row._id) await tx.transactions.update(other.id, change);
}

/** PATCH/PUT of a transaction or series member: the rules of decision 105, then decision 101. */
export async function changeTransaction(
  request: FastifyRequest,
  id: string,
  body: Write,
  options: ChangeOptions,
): Promise<DetailedTransaction> {
  const { repos } = request.server;
  const target = await visibleTransaction(request, id, options.seriesId);
  const row = toDomain(target);
  const context: RuleContext = { currentUserId: caller(request).userId, paymentType: paymentTypeOf(target) };
  const patch = effectivePatch(row, body, options);
  const keys = Object.keys(patch);
  if (keys.length === 0) return target;
  // The type is chosen once: an edit cannot turn an expense into a revenue (spec 2 section 4).
  if ('transactionType' in patch) throw invalidField(MESSAGES.cannotEdit, 'transactionType');
  const onlyPaid = keys.length === 1 && 'paid' in patch;
  const objectiveRule = canChangeObjectiveRow(target.objectiveId, onlyPaid ? 'toggle' : 'edit');
  if (!objectiveRule.ok) throw refused(objectiveRule);
  const rule = onlyPaid ? canTogglePaid(row, context) : canEdit(row, context, patch);
  if (!rule.ok) throw refused(rule);
  if (!onlyPaid && 'paid' in patch) {
    const toggle = canTogglePaid(row, context);
    if (!toggle.ok) throw refused(toggle);
  }
  if (patch.value !== undefined) assertFitsCurrency(patch.value, await ownerCurrency(request), 'value');
  await checkReferences(request, row, patch, context.paymentType ?? null);

  const { members, invoicesOf } = await planned(repos, target, row);
  const plan = planSeriesEdit(members, row._id, patch, Boolean(options.applyForAll));
  const moves = 'paymentId' in patch || 'date' in patch;
  const settledMoney = moves || 'value' in patch;
  const cannotEdit = () => refused({ ok: false, kind: 'forbidden', message: MESSAGES.cannotEdit });
  await repos.transaction(async (tx) => {
    const origins = invoicesOf(plan.update.map((change) => change.id));
    if (settledMoney && (await anyPaid(tx, origins))) throw cannotEdit();
    const destinations: Array<string | null> = [];
    for (const change of plan.update) {
      const updated = await tx.transactions.update(change.id, columns(change.patch));
      if (updated && moves) destinations.push(await rebook(tx, updated));
    }
    if (await anyPaid(tx, destinations)) throw cannotEdit();
    // A changed purchase changes what a credit pays on its way (decision 034).
    if (settledMoney) await reconcileCreditsOf(tx, { invoiceIds: [...origins, ...destinations] });
    // Decision 106: the members a later top-up makes follow an applyForAll edit too.
    if (plan.template && row.recurrentTransactionId)
      await tx.transactions.adoptSeriesTemplate(row.recurrentTransactionId, columns(plan.template));
    if (row.externalId && options.applyForAll) await renameImported(tx, row, patch);
  });
  return visibleTransaction(request, id);
}

/** DELETE of a transaction or series member (decisions 101, 103, 104), all at once. */
export async function deleteTransaction(request: FastifyRequest, id: string, options: ChangeOptions) {
  const { repos } = request.server;
  const target = await visibleTransaction(request, id, options.seriesId);
  const row = toDomain(target);
  const objectiveRule = canChangeObjectiveRow(target.objectiveId, 'delete');
  if (!objectiveRule.ok) throw refused(objectiveRule);
  const rule = canDelete(row, { currentUserId: caller(request).userId, paymentType: paymentTypeOf(target) });
  if (!rule.ok) throw refused(rule);
  await repos.transaction(async (tx) => {
    if (row.bankingOperationReferenceId) {
      const both = await tx.transactions.byBankingReference(row.bankingOperationReferenceId);
      return tx.transactions.deleteMany(both.map((member) => member.id));
    }
    if (row.paymentInvoiceReferenceId) {
      // The carries of the invoice go with its payment, which reopens what is still due.
      const carries = await tx.transactions.carriesOf(row.paymentInvoiceReferenceId);
      await tx.transactions.deleteMany([row._id, ...carries.map((carry) => carry.id)]);
      // The credits that payment sent on further are taken back too (decision 034).
      return reconcileCreditsOf(tx, { invoiceIds: [row.paymentInvoiceReferenceId] });
    }
    const { members, invoicesOf } = await planned(tx, target, row);
    const plan = planSeriesDelete(members, row._id, Boolean(options.applyForAll));
    if (await anyPaid(tx, invoicesOf(plan.delete)))
      throw refused({ ok: false, kind: 'forbidden', message: MESSAGES.cannotDelete });
    for (const change of plan.update) await tx.transactions.update(change.id, columns(change.patch));
    await tx.transactions.deleteMany(plan.delete);
    await reconcileCreditsOf(tx, { invoiceIds: invoicesOf(plan.delete) });
  });
}
