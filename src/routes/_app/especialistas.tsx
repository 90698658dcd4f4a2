import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ExpertsScreen } from '@/features/experts';

export const Route = createFileRoute('/_app/especialistas')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'especialistas' }, context),
      loadNamespaces(['experts']),
    ]);
  },
  component: ExpertsScreen,
});
