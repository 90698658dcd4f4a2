import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { RecoveryRequestScreen } from '@/features/auth';

export const Route = createFileRoute('/account-recovery/')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  loader: () => loadNamespaces(['auth']),
  component: AccountRecoveryPage,
});

function AccountRecoveryPage() {
  return <RecoveryRequestScreen />;
}
