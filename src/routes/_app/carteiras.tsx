import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { LoadErrorScreen } from '@/features/shell';
import { WalletsPending, WalletsScreen } from '@/features/wallets';
import { loadWallets } from '@/features/wallets/loader';

export const Route = createFileRoute('/_app/carteiras')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected' }, context),
      loadNamespaces(['wallets']),
      loadWallets(context.queryClient, context.user),
    ]);
  },
  pendingComponent: () => <WalletsPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="wallets:loadError" />,
  component: WalletsScreen,
});
