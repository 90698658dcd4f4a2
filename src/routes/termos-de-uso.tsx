import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/termos-de-uso')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  component: TermsPage,
});

function TermsPage() {
  return <PlaceholderScreen titleKey="routes:terms" />;
}
