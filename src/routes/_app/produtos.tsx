import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ProductsScreen } from '@/features/products';

export const Route = createFileRoute('/_app/produtos')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'produtos' }, context),
      loadNamespaces(['products']),
    ]);
  },
  component: ProductsScreen,
});
