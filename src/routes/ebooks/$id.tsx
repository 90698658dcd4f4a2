import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { EBOOK_IDS, type EbookId } from '@/app/search-schemas';
import { DocumentScreen } from '@/features/auth';
import { AppShell, RouteErrorScreen } from '@/features/shell';
import { globalModals } from '../-global-modals';

const isEbook = (id: string): id is EbookId => (EBOOK_IDS as readonly string[]).includes(id);

export const Route = createFileRoute('/ebooks/$id')({
  loader: async ({ context, params }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['auth']),
    ]);
    // After the guard, so a signed-out visitor still goes to the login. The router's notFound, not
    // a param that fails to parse: that one is logged to the console as an error (decision 164).
    if (!isEbook(params.id)) throw notFound();
  },
  // Decision 070's route error screen, in the shell: its menu leads on from a dead link.
  notFoundComponent: () => (
    <AppShell modals={globalModals}>
      <RouteErrorScreen />
    </AppShell>
  ),
  component: EbookPage,
});

function EbookPage() {
  const { id } = Route.useParams();
  return isEbook(id) ? <DocumentScreen id={id} /> : null;
}
