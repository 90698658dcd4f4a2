import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { DocumentScreen } from '@/features/auth';

export const Route = createFileRoute('/termos-de-uso')({
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'public' }, context), loadNamespaces(['auth'])]);
  },
  component: TermsPage,
});

function TermsPage() {
  return <DocumentScreen id="termos-de-uso" />;
}
