import { isBookableDate } from '../../src/lib/dates.ts';
import { oneLineName } from '../../src/lib/text.ts';
import { MESSAGES } from './messages.ts';
import { MAX_INSTALLMENTS } from './series.ts';
import type { TransactionPatch } from './series-changes.ts';
import type {
  DomainTransaction,
  PaymentType,
  RecurrentType,
  Refusal,
  RuleResult,
  TransactionType,
} from './types.ts';

const OK: RuleResult = { ok: true };

/** The category groups a row of a transaction type may be filed under (the modal's choices). */
export const GROUPS_OF: Record<TransactionType, readonly string[]> = {
  revenues: ['revenues'],
  expenses: ['expenses', 'debts'],
  investiments: ['investiments'],
};

export interface RuleContext {
  currentUserId: string;
  /** Type of the transaction's payment, null when it has none. */
  paymentType: PaymentType | null;
}

type RuleTransaction = Omit<DomainTransaction, 'name' | 'transactionType' | 'categoryId'>;

function refuse(message: string, kind: Refusal['kind'] = 'forbidden', field?: string): Refusal {
  return field ? { ok: false, kind, message, field } : { ok: false, kind, message };
}

/** Fields a bank-imported transaction keeps read-only (spec 2 section 5). */
const LOCKED_WHEN_IMPORTED = ['value', 'date', 'paymentId', 'description'] as const;

/**
 * Paid toggle (spec 2 section 4): own, not a bank operation, not 0, not bank-imported, not on a
 * credit card. Invoice-linked rows are refused too (decision 105): their paid state is the
 * invoice's.
 */
export function canTogglePaid(transaction: RuleTransaction, context: RuleContext): RuleResult {
  const refused =
    transaction.userId !== context.currentUserId ||
    Boolean(transaction.bankingOperationReferenceId) ||
    transaction.value === 0 ||
    Boolean(transaction.externalId) ||
    context.paymentType === 'credit' ||
    Boolean(transaction.invoiceReferenceId || transaction.paymentInvoiceReferenceId);
  return refused ? refuse(MESSAGES.cannotTogglePaid) : OK;
}

/**
 * A member of an instalment purchase on a card. A stopped repetition's kept members carry a
 * `lastInstallment` too (decision 101 closes them with it), but stay `recurrent`: not instalments
 * (audit J9).
 */
function isCardInstallment(transaction: RuleTransaction, context: RuleContext): boolean {
  return context.paymentType === 'credit' && !transaction.recurrent && (transaction.lastInstallment ?? 1) > 1;
}

/** Edit (spec 2 section 5), including the fields locked on bank-imported rows and value 0. */
export function canEdit(
  transaction: RuleTransaction,
  context: RuleContext,
  patch: TransactionPatch = {},
): RuleResult {
  const linked =
    transaction.bankingOperationReferenceId ||
    transaction.invoiceReferenceId ||
    transaction.paymentInvoiceReferenceId;
  if (transaction.userId !== context.currentUserId || linked || isCardInstallment(transaction, context)) {
    return refuse(MESSAGES.cannotEdit);
  }
  const lockedChange = LOCKED_WHEN_IMPORTED.some(
    (field) => field in patch && (patch[field] ?? null) !== (transaction[field] ?? null),
  );
  if (transaction.externalId && lockedChange) return refuse(MESSAGES.cannotEdit);
  if (patch.value === 0) return refuse(MESSAGES.invalidValue, 'invalid', 'value');
  if (patch.date != null && !isBookableDate(patch.date))
    return refuse(MESSAGES.invalidDate, 'invalid', 'date');
  return OK;
}

/**
 * Delete (spec 2 section 5): own, with a payment, no invoice reference, not bank-imported. A
 * bank operation is deleted with its other row (same bankingOperationReferenceId).
 */
export function canDelete(transaction: RuleTransaction, context: RuleContext): RuleResult {
  const refused =
    transaction.userId !== context.currentUserId ||
    !transaction.paymentId ||
    Boolean(transaction.invoiceReferenceId) ||
    Boolean(transaction.externalId);
  return refused ? refuse(MESSAGES.cannotDelete) : OK;
}

/** Only the card's owner pays its invoice. */
export function canPayInvoice(invoiceOwnerId: string, currentUserId: string): RuleResult {
  return invoiceOwnerId === currentUserId ? OK : refuse(MESSAGES.cannotPayInvoice);
}

export interface TransactionInput {
  name?: string | null;
  value?: number | null;
  date?: string | null;
  categoryId?: string | null;
  paymentId?: string | null;
  paymentType?: PaymentType | null;
  transactionType: TransactionType;
  installments?: number | null;
  recurrentType?: RecurrentType | null;
}

/** The transaction modal's rules (spec 2 section 5), enforced again on create. */
export function validateTransactionInput(input: TransactionInput): RuleResult {
  const cardRevenue = input.paymentType === 'credit' && input.transactionType === 'revenues';
  if (!input.value || !Number.isSafeInteger(input.value))
    return refuse(MESSAGES.invalidValue, 'invalid', 'value');
  if (!oneLineName(input.name ?? '')) return refuse(MESSAGES.requiredField, 'invalid', 'name');
  if (!input.categoryId && !cardRevenue) return refuse(MESSAGES.requiredField, 'invalid', 'category');
  if (!input.date) return refuse(MESSAGES.requiredField, 'invalid', 'date');
  if (!isBookableDate(input.date)) return refuse(MESSAGES.invalidDate, 'invalid', 'date');
  if (!input.paymentId) return refuse(MESSAGES.requiredField, 'invalid', 'payment');
  const installments = input.installments ?? 1;
  const validCount = Number.isInteger(installments) && installments >= 1 && installments <= MAX_INSTALLMENTS;
  if (!validCount || (input.recurrentType && installments > 1)) {
    return refuse(MESSAGES.invalidValue, 'invalid', 'lastInstallment');
  }
  return OK;
}

/**
 * An instalment purchase splits its total into parts of at least one minor unit each (decision
 * 486): R$ 0,02 in 3x would leave a R$ 0,00 instalment, which can never be marked paid.
 */
export function canSplitInstallments(total: number, installments: number, unit = 1): RuleResult {
  return Math.abs(total) >= installments * unit
    ? OK
    : refuse(MESSAGES.invalidValue, 'invalid', 'lastInstallment');
}

export type ObjectiveRowAction = 'toggle' | 'edit' | 'delete';

/**
 * Rows an objective's deposit or redemption booked (objectiveId set) change only through the
 * objective (decision 485): an edit here would skip its limits, dates and `done`.
 */
export function canChangeObjectiveRow(
  objectiveId: string | null | undefined,
  action: ObjectiveRowAction,
): RuleResult {
  if (!objectiveId) return OK;
  const message = {
    toggle: MESSAGES.cannotTogglePaid,
    edit: MESSAGES.cannotEdit,
    delete: MESSAGES.cannotDelete,
  };
  return refuse(message[action]);
}
