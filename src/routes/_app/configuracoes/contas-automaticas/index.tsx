import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { BankAccessesPending, BankAccessesScreen } from '@/features/bank-connections';
import { loadBankAccesses } from '@/features/bank-connections/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['bank-connections']),
      loadBankAccesses(context.queryClient),
    ]);
  },
  pendingComponent: () => <BankAccessesPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="bank-connections:loadError" />,
  component: BankAccessesPage,
});

function BankAccessesPage() {
  return <BankAccessesScreen />;
}
