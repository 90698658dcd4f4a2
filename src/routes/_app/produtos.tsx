import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ProductsPending, ProductsScreen } from '@/features/products';
import { loadProducts } from '@/features/products/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/produtos')({
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'produtos' }, context),
      loadNamespaces(['products']),
      loadProducts(context.queryClient),
    ]);
  },
  pendingComponent: () => <ProductsPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="products:loadError" />,
  component: ProductsScreen,
});
