import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { FamilyPending, FamilyScreen } from '@/features/settings';
import { loadFamily } from '@/features/settings/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/conta-familia')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadFamily(context.queryClient)]);
  },
  pendingComponent: () => <FamilyPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="settings:loadError" />,
  component: FamilyScreen,
});
