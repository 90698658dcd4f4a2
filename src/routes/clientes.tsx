import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { ClientsSearchSchema } from '@/app/search-schemas';
import { ClientListScreen } from '@/features/auth';

export const Route = createFileRoute('/clientes')({
  validateSearch: ClientsSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected', plannersOnly: true }, context),
  component: ClientsPage,
});

function ClientsPage() {
  return <ClientListScreen plannerCode={Route.useSearch().plannerCode} />;
}
