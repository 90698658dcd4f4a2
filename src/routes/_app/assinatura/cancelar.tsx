import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/assinatura/cancelar')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: SubscriptionCancelPage,
});

function SubscriptionCancelPage() {
  return <PlaceholderScreen titleKey="routes:subscriptionCancel" />;
}
