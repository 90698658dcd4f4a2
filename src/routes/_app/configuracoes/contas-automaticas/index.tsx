import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { BankAccessesScreen } from '@/features/bank-connections';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: BankAccessesPage,
});

function BankAccessesPage() {
  return <BankAccessesScreen />;
}
