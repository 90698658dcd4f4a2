import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { CompanyActivationSearchSchema } from '@/app/search-schemas';
import { CompanyActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/empresas/activation')({
  validateSearch: CompanyActivationSearchSchema,
  beforeLoad: ({ context }) => enforce({ kind: 'protected' }, context),
  loader: () => loadNamespaces(['auth']),
  component: CompanyActivationPage,
});

function CompanyActivationPage() {
  return <CompanyActivationScreen activationToken={Route.useSearch().activationToken} />;
}
