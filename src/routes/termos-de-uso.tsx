import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { DocumentScreen } from '@/features/auth';

export const Route = createFileRoute('/termos-de-uso')({
  loader: ({ context }) => enforce({ kind: 'public' }, context),
  component: TermsPage,
});

function TermsPage() {
  return <DocumentScreen id="termos-de-uso" />;
}
