import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/educacional/')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  component: EducationalPage,
});

function EducationalPage() {
  return <PlaceholderScreen titleKey="routes:educational" />;
}
