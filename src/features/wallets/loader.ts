import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, ensureSelected } from '@/api/queries';
import { walletSeriesQueries, walletsQueries } from './wallets-queries';

// A route's loader stays in the entry chunk: the route imports it from here, never from the
// feature's index, which would pull the screen in (decision 350).

/**
 * /carteiras: the wallets, the bank accesses (stale-data alert) and every invoice (limit in use)
 * at once; each wallet's balance series as soon as the wallets are known. The dashboard answer
 * (decision 390) fills the same series keys for this month, so after /painel they are there.
 */
export async function loadWallets(queryClient: QueryClient) {
  const queries = walletsQueries();
  const wallets = ensureSelected(queryClient, queries.payments).then((payments) =>
    ensureAll(queryClient, ...walletSeriesQueries(payments)),
  );
  await Promise.all([wallets, ensureAll(queryClient, queries.accesses, queries.invoices)]);
}
