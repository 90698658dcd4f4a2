import type { Onboarding, OnboardingGood, OnboardingTransaction } from '@/api/gen/model';
import type { IsoMonth } from '@/lib/dates';
import { firstDateOfMonth } from '@/lib/dates';
import { toApiAmount } from '@/lib/money';
import type { GoodRow, OnboardingTable, TableRow } from './onboarding-table';
import { isBlank } from './onboarding-table';

/**
 * The one place the wizard's table becomes the saveOnboarding request (decision 405): when the
 * contract grows, only this module and its table tests change.
 */

/** The contract's maxItems on each of the request's lists (debit, credit, goods). */
export const MAX_LIST_ROWS = 500;

export interface RequestContext {
  /** The person the onboarding is for: the caller, or the client a planner acts for. */
  user: string;
  /** The selected month; rows may run to the end of the month 11 months later. */
  month: IsoMonth;
}

function transactionOf(row: TableRow, user: string): OnboardingTransaction {
  const revenue = row.kind === 'revenues';
  const cents = row.cents ?? 0;
  const transaction: OnboardingTransaction = {
    date: row.date,
    category: row.category.trim(),
    kind: row.kind,
    // The contract's example books expenses negative; the server also reads the sign from the type.
    value: toApiAmount(revenue ? cents : -cents),
    transactionType: revenue ? 'revenues' : 'expenses',
    user,
  };
  const description = row.description.trim();
  if (description) {
    transaction.name = description;
    transaction.description = description;
  }
  if (row.repetition) {
    transaction.recurrent = true;
    transaction.recurrentType = row.repetition;
  } else if (row.instalments && row.instalments > 1) {
    transaction.lastInstallment = row.instalments;
  }
  return transaction;
}

function goodOf(good: GoodRow, user: string, date: string): OnboardingGood {
  const mapped: OnboardingGood = {
    type: good.type,
    marketValue: toApiAmount(good.marketCents),
    financed: good.financed,
    date,
    user,
  };
  if (good.description.trim()) mapped.description = good.description.trim();
  if (good.financed) {
    mapped.settlementBalance = toApiAmount(good.settlementCents);
    mapped.installment = toApiAmount(good.instalmentCents);
    if (good.instalments) mapped.lastInstallment = good.instalments;
  }
  return mapped;
}

/** The table's rows and goods in the request's lists and order: `debit.3` is `debit[3]` here. */
export interface RequestOrder {
  debit: TableRow[];
  credit: TableRow[];
  goods: GoodRow[];
}

/** Rows left untouched are dropped; card purchases go in `credit`, the rest in `debit`. */
export function requestOrder(table: OnboardingTable): RequestOrder {
  const filled = table.rows.filter((row) => !isBlank(row));
  return {
    debit: filled.filter((row) => !row.card),
    credit: filled.filter((row) => row.card),
    goods: table.goods,
  };
}

/** The caller validates the table first (onboarding-validation). */
export function toOnboardingRequest(table: OnboardingTable, context: RequestContext): Onboarding {
  const order = requestOrder(table);
  const date = firstDateOfMonth(context.month);
  return {
    user: context.user,
    date,
    debit: order.debit.map((row) => transactionOf(row, context.user)),
    credit: order.credit.map((row) => transactionOf(row, context.user)),
    goods: order.goods.map((good) => goodOf(good, context.user, date)),
  };
}

/** A request the contract would refuse for its size: some list longer than MAX_LIST_ROWS. */
export function isOverfull(request: Onboarding): boolean {
  return [request.debit, request.credit, request.goods].some((list) => list.length > MAX_LIST_ROWS);
}
