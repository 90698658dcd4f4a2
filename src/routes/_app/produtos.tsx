import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/produtos')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'produtos' }, context),
  component: ProductsPage,
});

function ProductsPage() {
  return <PlaceholderScreen titleKey="routes:products" />;
}
