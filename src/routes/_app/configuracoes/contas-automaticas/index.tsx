import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { BankAccessesScreen } from '@/features/bank-connections';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  loader: () => loadNamespaces(['bank-connections']),
  component: BankAccessesPage,
});

function BankAccessesPage() {
  return <BankAccessesScreen />;
}
