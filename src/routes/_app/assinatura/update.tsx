import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/assinatura/update')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: SubscriptionUpdatePage,
});

function SubscriptionUpdatePage() {
  return <PlaceholderScreen titleKey="routes:subscriptionUpdate" />;
}
