import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { BankAccessesScreen } from '@/features/bank-connections';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['bank-connections'])]);
  },
  component: BankAccessesPage,
});

function BankAccessesPage() {
  return <BankAccessesScreen />;
}
