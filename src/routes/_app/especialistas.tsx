import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/especialistas')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'especialistas' }, context),
  component: ExpertsPage,
});

function ExpertsPage() {
  return <PlaceholderScreen titleKey="routes:experts" />;
}
