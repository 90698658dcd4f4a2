import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/account-activation')({
  beforeLoad: ({ context }) => enforce({ kind: 'activation' }, context),
  loader: () => loadNamespaces(['auth']),
  component: AccountActivationPage,
});

function AccountActivationPage() {
  return <ActivationScreen />;
}
