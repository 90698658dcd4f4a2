import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { usePrefetchNeighbourMonths, useSearchRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { LoadErrorScreen } from '@/features/shell';
import { TransactionsPending, TransactionsScreen } from '@/features/transactions';
import { loadTransactions } from '@/features/transactions/loader';
import { transactionsModals } from './-money-modals';

export const Route = createFileRoute('/_app/movimentacoes/')({
  validateSearch: TransactionsSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps }) =>
    Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['transactions']),
      loadTransactions(context.queryClient, deps.month, undefined, context.user),
    ]),
  // Written out, not by reference: the code splitter moves each component into a chunk of its own.
  pendingComponent: () => (
    <TransactionsPending search={Route.useSearch()} {...useSearchRoute()} modals={transactionsModals} />
  ),
  errorComponent: (props) => <LoadErrorScreen {...props} message="transactions:loadError" />,
  component: TransactionsPage,
});

function TransactionsPage() {
  const search = Route.useSearch();
  const route = useSearchRoute();
  usePrefetchNeighbourMonths(search.month, route.onMonthIntent);
  return <TransactionsScreen search={search} {...route} modals={transactionsModals} />;
}
