import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/carteiras')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: WalletsPage,
});

function WalletsPage() {
  return <PlaceholderScreen titleKey="routes:wallets" />;
}
