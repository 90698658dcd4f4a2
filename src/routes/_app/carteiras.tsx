import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { WalletsScreen } from '@/features/wallets';

export const Route = createFileRoute('/_app/carteiras')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: WalletsScreen,
});
