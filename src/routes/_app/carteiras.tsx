import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { WalletsScreen } from '@/features/wallets';

export const Route = createFileRoute('/_app/carteiras')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['wallets'])]);
  },
  component: WalletsScreen,
});
