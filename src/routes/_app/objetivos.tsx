import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ObjectivesScreen } from '@/features/objectives';

export const Route = createFileRoute('/_app/objetivos')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['objectives'])]);
  },
  component: ObjectivesScreen,
});
