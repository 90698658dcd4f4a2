import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { EducationalPending, EducationalScreen } from '@/features/learning';
import { loadEducational } from '@/features/learning/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/educacional/')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['learning']),
      loadEducational(context.queryClient),
    ]);
  },
  pendingComponent: () => <EducationalPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="learning:loadError" />,
  component: EducationalScreen,
});
