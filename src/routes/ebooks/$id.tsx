import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { paramParsers } from '@/app/search-schemas';
import { PlaceholderScreen } from '@/features/shell';

export const Route = createFileRoute('/ebooks/$id')({
  params: paramParsers.ebook,
  beforeLoad: ({ context }) => enforce({ kind: 'protected', screen: 'educacional' }, context),
  component: EbookPage,
});

function EbookPage() {
  return <PlaceholderScreen titleKey="routes:ebook" />;
}
