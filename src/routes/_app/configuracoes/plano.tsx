import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoadErrorScreen } from '@/features/shell';
import { PlanPending, PlanScreen } from '@/features/subscriptions';
import { loadPlan } from '@/features/subscriptions/loader';

export const Route = createFileRoute('/_app/configuracoes/plano')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['subscriptions']),
      loadPlan(context.queryClient),
    ]);
  },
  pendingComponent: () => <PlanPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="subscriptions:loadError" />,
  component: PlanScreen,
});
