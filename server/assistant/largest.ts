import { toCents } from '../domain/money.ts';
import type { NamedAmount } from './facts.ts';
import { LIST_LIMIT } from './replies.ts';

/** A month's row as GET /transactions answers it. */
export interface SpendingRow {
  name: string;
  value: number;
  date: string;
  paid?: boolean;
  transactionType: string;
  paymentInvoiceReferenceId?: string | null;
  bankingOperationReferenceId?: string | null;
  invoiceReferenceId?: string | null;
}

/**
 * The biggest paid expenses, the report's top-spending rule (spec 2, decisions 105, 124): paying an
 * invoice, the residual it carries or moving between one's own wallets is no spending. Largest first,
 * at most LIST_LIMIT.
 */
export function largestExpenses(rows: readonly SpendingRow[]): NamedAmount[] {
  return rows
    .filter(
      (row) =>
        row.paid &&
        row.transactionType === 'expenses' &&
        !row.paymentInvoiceReferenceId &&
        !row.bankingOperationReferenceId &&
        !row.invoiceReferenceId &&
        toCents(row.value) < 0,
    )
    .map((row) => ({ name: row.name, cents: -toCents(row.value), date: row.date.slice(0, 10) }))
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, LIST_LIMIT);
}
