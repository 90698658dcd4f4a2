import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { CategoriesScreen } from '@/features/settings';

export const Route = createFileRoute('/_app/configuracoes/categorias')({
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: CategoriesSettingsPage,
});

function CategoriesSettingsPage() {
  return <CategoriesScreen />;
}
