import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/assine')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: SubscribePage,
});

function SubscribePage() {
  return <PlaceholderScreen titleKey="routes:subscribe" />;
}
