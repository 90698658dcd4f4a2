import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ProductsScreen } from '@/features/products';

export const Route = createFileRoute('/_app/produtos')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'produtos' }, context),
  loader: () => loadNamespaces(['products']),
  component: ProductsScreen,
});
