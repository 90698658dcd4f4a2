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

/** By name: the list then orders by date and keeps this order within a day. */
export function orderByName(transactions: Transaction[]): Transaction[] {
  return transactions.sort((a, b) => collator().compare(a.name, b.name));
}

/**
 * Newest or oldest day first, as a new array; `Array#sort` is stable, so the rows of one day keep the
 * order they came in (by name). 'YYYY-MM-DD' dates order as plain text.
 */
export function orderByDate(transactions: readonly Transaction[], newestFirst: boolean): Transaction[] {
  const later = newestFirst ? -1 : 1;
  return [...transactions].sort((a, b) => (a.date < b.date ? -later : a.date > b.date ? later : 0));
}
