import type { Transaction } from '@/api/gen/model';
import { fromApiAmount } from '@/lib/money';

/** Integer centavos per group for the summary table; internal movements stay out (decision 105). */
export interface GroupTotals {
  revenues: number;
  expenses: number;
  investments: number;
  paid: number;
  total: number;
}

export interface CategoryTotal {
  key: string;
  name: string;
  cents: number;
}

/** Bank operations, invoice payments and the carries they book into the next invoice (decision 124). */
const isInternalMovement = (transaction: Transaction) =>
  Boolean(
    transaction.bankingOperationReferenceId ||
      transaction.paymentInvoiceReferenceId ||
      transaction.invoiceReferenceId,
  );

export function groupTotals(transactions: readonly Transaction[]): GroupTotals {
  const totals: GroupTotals = { revenues: 0, expenses: 0, investments: 0, paid: 0, total: 0 };
  for (const transaction of transactions) {
    if (isInternalMovement(transaction)) continue;
    const cents = fromApiAmount(transaction.value);
    if (transaction.transactionType === 'revenues') totals.revenues += cents;
    else if (transaction.transactionType === 'investiments') totals.investments += cents;
    else totals.expenses += cents;
    totals.total += Math.abs(cents);
    if (transaction.paid) totals.paid += Math.abs(cents);
  }
  return totals;
}

/** Totals per category of one group, largest first (the donut and the category table). */
export function categoryTotals(
  transactions: readonly Transaction[],
  group: 'revenues' | 'expenses',
  noCategory: string,
): CategoryTotal[] {
  const byKey = new Map<string, CategoryTotal>();
  for (const transaction of transactions) {
    if (isInternalMovement(transaction) || transaction.transactionType !== group) continue;
    const key = transaction.category?.id ?? '';
    const entry = byKey.get(key) ?? { key, name: transaction.category?.name ?? noCategory, cents: 0 };
    entry.cents += fromApiAmount(transaction.value);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents));
}
