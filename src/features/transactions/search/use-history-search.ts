import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getSearchTransactionsQueryKey,
  searchTransactions,
} from '@/api/gen/endpoints/transactions/transactions';
import type { Transaction } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';
import { inFamily } from '@/lib/family';
import { isSearchable, searchText } from './search-text';

/** Typing pauses this long before the server is asked: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 50;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Every month's matches of `query` (name, category or wallet), a page at a time, newest first; in a
 * family, every member's (`family=true`), as the month's rows are.
 */
export function useHistorySearch(query: string) {
  // A link may carry a longer `q` than the field takes: its first letters are searched.
  const q = useDebounced(searchText(query), SEARCH_DELAY_MS);
  const enabled = isSearchable(q);
  const scope = inFamily(useCurrentUser()) ? { family: true } : {};
  const result = useInfiniteQuery({
    queryKey: [...getSearchTransactionsQueryKey({ q, limit: PAGE_SIZE, ...scope }), 'pages'],
    queryFn: async ({ pageParam }) => {
      const answer = await searchTransactions({ q, page: pageParam, limit: PAGE_SIZE, ...scope });
      if (answer.status !== 200) throw new Error(String(answer.status));
      return answer.data.data;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  });
  const rows: Transaction[] = result.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    /** The text the shown results are for (the debounced query). */
    query: q,
    enabled,
    rows,
    total: result.data?.pages[0]?.total ?? 0,
    isPending: enabled && result.isPending,
    isError: result.isError,
    hasMore: result.hasNextPage,
    isLoadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
}
