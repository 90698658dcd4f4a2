import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ProductsScreen } from '@/features/products';

export const Route = createFileRoute('/_app/produtos')({
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'produtos' }, context),
  component: ProductsScreen,
});
