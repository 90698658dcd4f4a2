import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { EducationalScreen } from '@/features/learning';

export const Route = createFileRoute('/_app/educacional/')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  loader: () => loadNamespaces(['learning']),
  component: EducationalScreen,
});
