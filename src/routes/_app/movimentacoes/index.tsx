import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { TransactionsScreen } from '@/features/transactions';
import { transactionsModals } from './-money-modals';

export const Route = createFileRoute('/_app/movimentacoes/')({
  validateSearch: TransactionsSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: TransactionsPage,
});

function TransactionsPage() {
  return <TransactionsScreen modals={transactionsModals} />;
}
