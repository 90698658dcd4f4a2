import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers, TransactionsSearchSchema } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/movimentacoes/$payment')({
  params: paramParsers.payment,
  validateSearch: TransactionsSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: PaymentTransactionsPage,
});

function PaymentTransactionsPage() {
  return <PlaceholderScreen titleKey="routes:paymentTransactions" />;
}
