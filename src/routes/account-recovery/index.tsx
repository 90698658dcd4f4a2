import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { RecoveryRequestScreen } from '@/features/auth';

export const Route = createFileRoute('/account-recovery/')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: AccountRecoveryPage,
});

function AccountRecoveryPage() {
  return <RecoveryRequestScreen />;
}
