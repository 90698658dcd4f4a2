import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { BankAccessesPending, BankAccessesScreen } from '@/features/bank-connections';
import { loadBankAccesses } from '@/features/bank-connections/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/$bankAccessId')({
  params: paramParsers.bankAccessId,
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['bank-connections']),
      loadBankAccesses(context.queryClient),
    ]);
  },
  pendingComponent: () => <BankAccessesPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="bank-connections:loadError" />,
  component: BankAccessPage,
});

function BankAccessPage() {
  const { bankAccessId } = Route.useParams();
  return <BankAccessesScreen syncOnEnter={bankAccessId} />;
}
