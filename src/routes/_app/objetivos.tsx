import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ObjectivesScreen } from '@/features/objectives';

export const Route = createFileRoute('/_app/objetivos')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  loader: () => loadNamespaces(['objectives']),
  component: ObjectivesScreen,
});
