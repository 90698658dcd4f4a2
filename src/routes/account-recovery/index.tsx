import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { RecoveryRequestScreen } from '@/features/auth';

export const Route = createFileRoute('/account-recovery/')({
  loader: ({ context }) => enforce({ kind: 'public' }, context),
  component: AccountRecoveryPage,
});

function AccountRecoveryPage() {
  return <RecoveryRequestScreen />;
}
