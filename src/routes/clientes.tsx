import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { ClientsSearchSchema } from '@/app/search-schemas';
import { ClientListPending, ClientListScreen } from '@/features/auth';
import { loadClients } from '@/features/auth/loader';
import { LoadErrorScreen } from '@/features/shell';

export const Route = createFileRoute('/clientes')({
  validateSearch: ClientsSearchSchema,
  loaderDeps: ({ search }) => ({ plannerCode: search.plannerCode }),
  loader: async ({ context, deps }) => {
    await Promise.all([
      enforce({ kind: 'protected', plannersOnly: true }, context),
      loadNamespaces(['auth']),
      loadClients(context.queryClient, deps.plannerCode),
    ]);
  },
  pendingComponent: () => <ClientListPending plannerCode={Route.useSearch().plannerCode} />,
  errorComponent: (props) => <LoadErrorScreen {...props} message="auth:clients.loadError" />,
  component: ClientsPage,
});

function ClientsPage() {
  return <ClientListScreen plannerCode={Route.useSearch().plannerCode} />;
}
