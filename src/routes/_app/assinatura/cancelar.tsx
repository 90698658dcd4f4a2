import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoadErrorScreen } from '@/features/shell';
import { CancelScreen, SubscribePending } from '@/features/subscriptions';
import { loadSubscriptionUser } from '@/features/subscriptions/loader';

export const Route = createFileRoute('/_app/assinatura/cancelar')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['subscriptions']),
      loadSubscriptionUser(context.queryClient),
    ]);
  },
  pendingComponent: () => <SubscribePending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="subscriptions:loadError" />,
  component: CancelScreen,
});
