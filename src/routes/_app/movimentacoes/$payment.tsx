import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers, TransactionsSearchSchema } from '@/app/search-schemas';
import { TransactionsScreen } from '@/features/transactions';
import { transactionsModals } from './-money-modals';

export const Route = createFileRoute('/_app/movimentacoes/$payment')({
  params: paramParsers.payment,
  validateSearch: TransactionsSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PaymentTransactionsPage,
});

function PaymentTransactionsPage() {
  const { payment } = Route.useParams();
  // A new key per payment: leaving a payment screen drops its local filters (member, status).
  return <TransactionsScreen key={payment} paymentId={payment} modals={transactionsModals} />;
}
