import type { QueryClient } from '@tanstack/react-query';
import { getListGoodsQueryOptions } from '@/api/gen/endpoints/onboarding/onboarding';
import { ensureAll, financialProfileQuery, payloadOf, readable, userQuery } from '@/api/queries';

// The route imports its loader from here, never from the feature's index (decision 350): the
// wizard, the table and the spreadsheet code stay in the route's own chunk.

/** How many goods the person holds (the balance of goods, decision 401). */
export const goodsCountQuery = () =>
  readable(getListGoodsQueryOptions({ query: { select: (answer) => payloadOf(answer).total } }));

/**
 * The onboarding needs the person it is for (their id, whether they skipped the tutorial) and
 * whether they saved a survey before, which a new one replaces (decision 006).
 */
export function loadOnboarding(queryClient: QueryClient, userId: string): Promise<unknown> {
  return ensureAll(queryClient, userQuery(userId), financialProfileQuery(), goodsCountQuery());
}
