import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/categorias')({
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  component: CategoriesSettingsPage,
});

function CategoriesSettingsPage() {
  return <PlaceholderScreen titleKey="routes:settingsCategories" />;
}
