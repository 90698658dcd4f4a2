import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/account-recovery/')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  component: AccountRecoveryPage,
});

function AccountRecoveryPage() {
  return <PlaceholderScreen titleKey="routes:accountRecovery" />;
}
