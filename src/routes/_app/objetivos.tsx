import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/objetivos')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: ObjectivesPage,
});

function ObjectivesPage() {
  return <PlaceholderScreen titleKey="routes:objectives" />;
}
