import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/contas-automaticas/$bankAccessId')({
  params: paramParsers.bankAccessId,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: BankAccessPage,
});

function BankAccessPage() {
  return <PlaceholderScreen titleKey="routes:settingsBankAccessDetail" />;
}
