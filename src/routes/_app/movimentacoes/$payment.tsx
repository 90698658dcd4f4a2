import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { useSearchRoute } from '@/app/month-route';
import { enforce } from '@/app/route-guard';
import { paramParsers, TransactionsSearchSchema } from '@/app/search-schemas';
import { LoadErrorScreen } from '@/features/shell';
import { TransactionsPending, TransactionsScreen } from '@/features/transactions';
import { loadTransactions } from '@/features/transactions/loader';
import { transactionsModals } from './-money-modals';

export const Route = createFileRoute('/_app/movimentacoes/$payment')({
  params: paramParsers.payment,
  validateSearch: TransactionsSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps, params }) =>
    Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['transactions']),
      loadTransactions(context.queryClient, deps.month, params.payment, context.user),
    ]),
  // Written out, not by reference: the code splitter moves each component into a chunk of its own.
  pendingComponent: () => (
    <TransactionsPending
      paymentId={Route.useParams().payment}
      search={Route.useSearch()}
      {...useSearchRoute()}
      modals={transactionsModals}
    />
  ),
  errorComponent: (props) => <LoadErrorScreen {...props} message="transactions:loadError" />,
  component: PaymentTransactionsPage,
});

function PaymentTransactionsPage() {
  const { payment } = Route.useParams();
  // A new key per payment: leaving a payment screen drops its local filters (member, status).
  return (
    <TransactionsScreen
      key={payment}
      paymentId={payment}
      search={Route.useSearch()}
      {...useSearchRoute()}
      modals={transactionsModals}
    />
  );
}
