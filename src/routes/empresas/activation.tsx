import { createFileRoute } from '@tanstack/react-router';
import { enforce } from '@/app/route-guard';
import { CompanyActivationSearchSchema } from '@/app/search-schemas';
import { CompanyActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/empresas/activation')({
  validateSearch: CompanyActivationSearchSchema,
  loader: ({ context }) => enforce({ kind: 'protected' }, context),
  component: CompanyActivationPage,
});

function CompanyActivationPage() {
  return <CompanyActivationScreen activationToken={Route.useSearch().activationToken} />;
}
