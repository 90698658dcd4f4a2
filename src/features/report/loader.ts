import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/api/gen/model';
import { ensureAll, ensureSelected } from '@/api/queries';
import { getSessionSnapshot } from '@/app/session';
import type { IsoMonth } from '@/lib/dates';
import { realisedQueries, reportQueries, reportScope } from './report-queries';

// A route's loader stays in the entry chunk: the route imports it from here, never from the
// feature's index, which would pull the screen in (decision 350).

/**
 * /relatorio: every read of the report at once once the signed-in user (who decides the family
 * scope) is known; the realised figures per card as soon as the categories are.
 */
export async function loadReport(queryClient: QueryClient, month: IsoMonth, user: Promise<User | null>) {
  const signedIn = await user;
  if (!signedIn) return;
  const scope = reportScope(signedIn, getSessionSnapshot().plannerLogin);
  const queries = reportQueries(month, scope);
  const realised = ensureSelected(queryClient, queries.categories).then((categories) =>
    ensureAll(queryClient, ...realisedQueries(month, scope, categories).map(({ query }) => query)),
  );
  await Promise.all([
    realised,
    ensureAll(
      queryClient,
      queries.year,
      queries.savings,
      queries.installments,
      queries.budgets,
      queries.paidMonth,
      queries.rows,
      queries.objectives,
    ),
  ]);
}
