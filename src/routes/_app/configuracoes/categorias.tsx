import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { CategoriesPending, CategoriesScreen } from '@/features/settings';
import { loadCategories } from '@/features/settings/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/_app/configuracoes/categorias')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadCategories(context.queryClient)]);
  },
  pendingComponent: () => <CategoriesPending />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="settings:loadError" />,
  component: CategoriesScreen,
});
