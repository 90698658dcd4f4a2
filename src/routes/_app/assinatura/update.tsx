import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoadErrorScreen } from '@/features/shell';
import { SubscribePending, UpdateScreen } from '@/features/subscriptions';
import { loadPlanChange } from '@/features/subscriptions/loader';

export const Route = createFileRoute('/_app/assinatura/update')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['subscriptions']),
      loadPlanChange(context.queryClient),
    ]);
  },
  pendingComponent: () => <SubscribePending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="subscriptions:loadError" />,
  component: UpdateScreen,
});
