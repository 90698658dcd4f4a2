import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { CompanyActivationSearchSchema } from '@/app/search-schemas';
import { CompanyActivationScreen } from '@/features/auth';

export const Route = createFileRoute('/empresas/activation')({
  validateSearch: CompanyActivationSearchSchema,
  loader: async ({ context }) => {
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['auth'])]);
  },
  component: CompanyActivationPage,
});

function CompanyActivationPage() {
  return <CompanyActivationScreen activationToken={Route.useSearch().activationToken} />;
}
