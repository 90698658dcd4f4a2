import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/account-activation')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'activation' }, context), loadNamespaces(['auth'])]);
  },
  component: AccountActivationPage,
});

function AccountActivationPage() {
  return <ActivationScreen />;
}
