import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { DocumentScreen } from '@/features/auth';

export const Route = createFileRoute('/termos-de-uso')({
  beforeLoad: ({ context }) => enforce({ kind: 'public' }, context),
  loader: () => loadNamespaces(['auth']),
  component: TermsPage,
});

function TermsPage() {
  return <DocumentScreen id="termos-de-uso" />;
}
