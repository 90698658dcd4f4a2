import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { DocumentScreen } from '@/features/auth';

export const Route = createFileRoute('/ebooks/$id')({
  params: paramParsers.ebook,
  loader: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  component: EbookPage,
});

function EbookPage() {
  return <DocumentScreen id={Route.useParams().id} />;
}
