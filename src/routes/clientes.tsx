import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ClientsSearchSchema } from '@/app/search-schemas';
import { ClientListScreen } from '@/features/auth';

export const Route = createFileRoute('/clientes')({
  validateSearch: ClientsSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', plannersOnly: true }, context),
      loadNamespaces(['auth']),
    ]);
  },
  component: ClientsPage,
});

function ClientsPage() {
  return <ClientListScreen plannerCode={Route.useSearch().plannerCode} />;
}
