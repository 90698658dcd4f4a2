import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { BankAccessesScreen } from '@/features/bank-connections';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/$bankAccessId')({
  params: paramParsers.bankAccessId,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['bank-connections'])]);
  },
  component: BankAccessPage,
});

function BankAccessPage() {
  const { bankAccessId } = Route.useParams();
  return <BankAccessesScreen syncOnEnter={bankAccessId} />;
}
