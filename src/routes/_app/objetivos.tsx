import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ObjectivesPending, ObjectivesScreen } from '@/features/objectives';
import { loadObjectives } from '@/features/objectives/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/objetivos')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['objectives']),
      loadObjectives(context.queryClient),
    ]);
  },
  pendingComponent: () => <ObjectivesPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="objectives:loadError" />,
  component: ObjectivesScreen,
});
