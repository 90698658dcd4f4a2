import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/api/gen/model';
import { ensureAll, ensureSelected } from '@/api/queries';
import { inFamily } from '@/lib/family';
import { walletSeriesQueries, walletsQueries } from './wallets-queries';

// A route's loader stays in the entry chunk: the route imports it from here, never from the
// feature's index, which would pull the screen in (decision 350).

/**
 * /carteiras: the wallets, the bank accesses (stale-data alert) and every invoice (limit in use)
 * at once; each wallet's balance series as soon as the wallets are known. The dashboard answer
 * (decision 390) fills the same series keys for this month, so after /painel they are there.
 * The invoices wait for the signed-in user (the root's promise, which `enforce` awaits too): in a
 * family they are every member's.
 */
export async function loadWallets(queryClient: QueryClient, user: Promise<User | null>) {
  const queries = walletsQueries();
  const wallets = ensureSelected(queryClient, queries.payments).then((payments) =>
    ensureAll(queryClient, ...walletSeriesQueries(payments)),
  );
  // A user who cannot be read fails the route through `enforce`; the invoices need not fail it again.
  const invoices = user
    .then(inFamily, () => false)
    .then((family) => ensureAll(queryClient, walletsQueries(family).invoices));
  await Promise.all([wallets, invoices, ensureAll(queryClient, queries.accesses)]);
}
