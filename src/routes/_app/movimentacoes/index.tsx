import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/movimentacoes/')({
  validateSearch: TransactionsSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: TransactionsPage,
});

function TransactionsPage() {
  return <PlaceholderScreen titleKey="routes:transactions" />;
}
