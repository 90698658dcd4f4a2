import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ExpertsPending, ExpertsScreen } from '@/features/experts';
import { loadExperts } from '@/features/experts/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/especialistas')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'especialistas' }, context),
      loadNamespaces(['experts']),
      loadExperts(context.queryClient),
    ]);
  },
  pendingComponent: () => <ExpertsPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="experts:loadError" />,
  component: ExpertsScreen,
});
