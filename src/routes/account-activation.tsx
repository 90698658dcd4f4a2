import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/account-activation')({
  beforeLoad: ({ context }) => enforce({ kind: 'activation' }, context),
  component: AccountActivationPage,
});

function AccountActivationPage() {
  return <PlaceholderScreen titleKey="routes:accountActivation" />;
}
