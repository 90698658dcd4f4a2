import { createFileRoute } from '@tanstack/react-router';
import { loadNamespaces } from '@/app/i18n';
import { enforce } from '@/app/route-guard';
import { CompanyActivationSearchSchema } from '@/app/search-schemas';
import { CompanyActivationScreen } from '@/features/auth';
import { keepCompanyActivationForLogin } from '@/features/auth/loader';

export const Route = createFileRoute('/empresas/activation')({
  validateSearch: CompanyActivationSearchSchema,
  loaderDeps: ({ search }) => ({ activationToken: search.activationToken }),
  loader: async ({ context, deps }) => {
    keepCompanyActivationForLogin(deps.activationToken);
    await Promise.all([enforce({ kind: 'protected' }, context), loadNamespaces(['auth'])]);
  },
  component: CompanyActivationPage,
});

function CompanyActivationPage() {
  return <CompanyActivationScreen activationToken={Route.useSearch().activationToken} />;
}
