import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { EducationalScreen } from '@/features/learning';

export const Route = createFileRoute('/_app/educacional/')({
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  component: EducationalScreen,
});
