import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { EducationalScreen } from '@/features/learning';

export const Route = createFileRoute('/_app/educacional/')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['learning']),
    ]);
  },
  component: EducationalScreen,
});
