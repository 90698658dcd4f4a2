import type { Transaction } from '@/api/gen/model';
import { onFirstUse } from '@/lib/on-first-use';

export type GroupFilter = 'all' | 'revenues' | 'expenses';
export type StatusFilter = 'all' | 'paid' | 'unpaid';

export interface RowFilters {
  query: string;
  group: GroupFilter;
  memberId: string;
  status: StatusFilter;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');

function matchesQuery(transaction: Transaction, query: string): boolean {
  if (!query) return true;
  const haystack = [
    transaction.name,
    transaction.category?.name,
    transaction.payment?.name,
    transaction.description,
  ]
    .filter(Boolean)
    .join(' ');
  return normalise(haystack).includes(query);
}

/** Search (accents and case ignored), group, family member and the card's Pago/Não Pago status. */
export function filterRows(transactions: readonly Transaction[], filters: RowFilters): Transaction[] {
  const query = normalise(filters.query.trim());
  return transactions.filter(
    (transaction) =>
      matchesQuery(transaction, query) &&
      (filters.group === 'all' || transaction.transactionType === filters.group) &&
      (!filters.memberId || transaction.user?._id === filters.memberId) &&
      (filters.status === 'all' || transaction.paid === (filters.status === 'paid')),
  );
}

const collator = onFirstUse(() => new Intl.Collator('pt-BR'));

/**
 * Newest or oldest day first, and by name (pt-BR collation) within a day, as a new array. Dates are
 * 'YYYY-MM-DD', so they order as plain text; the collator runs only for rows of the same day.
 */
export function orderByDate(transactions: readonly Transaction[], newestFirst: boolean): Transaction[] {
  const later = newestFirst ? -1 : 1;
  return [...transactions].sort((a, b) =>
    a.date < b.date ? -later : a.date > b.date ? later : collator().compare(a.name, b.name),
  );
}
