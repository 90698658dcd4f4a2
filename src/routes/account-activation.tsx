import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/account-activation')({
  loader: ({ context }) => enforce({ kind: 'activation' }, context),
  component: AccountActivationPage,
});

function AccountActivationPage() {
  return <ActivationScreen />;
}
