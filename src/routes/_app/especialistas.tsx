import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ExpertsScreen } from '@/features/experts';

export const Route = createFileRoute('/_app/especialistas')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'especialistas' }, context),
  loader: () => loadNamespaces(['experts']),
  component: ExpertsScreen,
});
