import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { BankAccessesScreen } from '@/features/bank-connections';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/$bankAccessId')({
  params: paramParsers.bankAccessId,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: BankAccessPage,
});

function BankAccessPage() {
  const { bankAccessId } = Route.useParams();
  return <BankAccessesScreen syncOnEnter={bankAccessId} />;
}
