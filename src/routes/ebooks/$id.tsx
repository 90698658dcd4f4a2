import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { DocumentScreen } from '@/features/auth';

export const Route = createFileRoute('/ebooks/$id')({
  params: paramParsers.ebook,
  loader: async ({ context }) => {
    await Promise.all([
      enforce({ kind: 'protected', screen: 'educacional' }, context),
      loadNamespaces(['auth']),
    ]);
  },
  component: EbookPage,
});

function EbookPage() {
  return <DocumentScreen id={Route.useParams().id} />;
}
